// The winner photos' strip while the photos load (the winners page's loading state): placeholders
// of the photos' size, so the cards below stay where the answer puts them. A file of its own, so the
// home page's recent winnings go without it.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PhotosSection, STRIP_SX, TILE_SX } from './winner-photos';

/** Placeholders the strip holds while the photos load. */
const LOADING_PHOTOS = 8;

export function WinnerPhotosSkeleton() {
  return (
    <PhotosSection>
      <Box sx={{ ...STRIP_SX, overflowX: 'hidden' }} aria-hidden>
        {Array.from({ length: LOADING_PHOTOS }, (_, index) => (
          <Box key={index} sx={TILE_SX}>
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5', borderRadius: 3 }} />
          </Box>
        ))}
      </Box>
    </PhotosSection>
  );
}
