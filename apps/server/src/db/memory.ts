/** DATA_DIR value that keeps everything in memory (used by tests): the database and the uploads write no files. */
export const MEMORY_DATA_DIR = 'memory://';
