import { loadConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/open-storage';
import { describeDemoAccounts, seedDemoAccounts } from '../src/server/seed/demo-accounts';
import { reportStartFailure } from '../src/server/main';

// `npm run seed`: creates whichever demo accounts are missing, on the configured database.
try {
  const config = loadConfig();
  if (config.production) throw new Error('Demo accounts are never created with NODE_ENV=production.');
  const storage = await openStorage(config, (error) => {
    throw error;
  });
  try {
    console.log(describeDemoAccounts(await seedDemoAccounts(storage.database.db)));
  } finally {
    await storage.close();
  }
} catch (error) {
  reportStartFailure(error);
}
