/**
 * Creates a staff console account and emails its setup link (the first owner is made this way).
 * Usage: npm run staff:create -- EMAIL ROLE   (ROLE: owner, operator or support), with the same
 * DATA_DIR or DATABASE_URL, PUBLIC_URL / ADMIN_URL and SMTP_URL as the server. Without SMTP_URL the
 * email stays in the outbox and the link is printed here.
 */
import { isValidEmail, STAFF_ROLES, staffRoleSchema } from '@blitz/contract';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../src/config';
import { loadEnvFile } from '../src/env-file';
import clockPlugin from '../src/plugins/clock';
import dbPlugin from '../src/plugins/db';
import mailPlugin from '../src/plugins/mail';
import metricsPlugin from '../src/plugins/metrics';
import { staffDeps } from '../src/modules/staff/routes';
import { createStaffAccount } from '../src/modules/staff/service';

async function main(argv: string[]): Promise<number> {
  const [email, roleText] = argv;
  const role = staffRoleSchema.safeParse(roleText?.trim().toLowerCase());
  if (!email || !isValidEmail(email.trim()) || !role.success) {
    console.error(`Usage: npm run staff:create -- EMAIL ROLE   (ROLE is one of ${STAFF_ROLES.join(', ')})`);
    return 2;
  }
  loadEnvFile();
  const config = loadConfig();
  const app = Fastify({ logger: false, pluginTimeout: 300_000 });
  app.decorate('config', config);
  try {
    // Migrates a database that is behind, but never seeds the demo catalogue.
    await app.register(clockPlugin);
    await app.register(metricsPlugin);
    await app.register(dbPlugin, { config: { ...config, seedDemo: false } });
    await app.register(mailPlugin);
    await app.ready();
    const result = await createStaffAccount(staffDeps(app), null, email, role.data);
    if (result.kind === 'duplicate') {
      console.error(`A staff account for ${email.trim().toLowerCase()} already exists.`);
      return 1;
    }
    console.log(`Staff account ${result.staff.email} (${result.staff.role}) created.`);
    if (result.delivery === 'sent') console.log('The setup link was emailed; it works once, within 24 hours.');
    else
      console.log(
        `The email was not sent (${result.delivery === 'pending' ? 'SMTP_URL is not set' : 'SMTP refused it'}). Setup link, valid once within 24 hours:\n${result.link}`,
      );
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Creating the staff account failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
