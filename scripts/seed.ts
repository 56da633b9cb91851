import { loadConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/open-storage';
import { demoPeopleIds, describeDemoAccounts, seedDemoAccounts } from '../src/server/seed/demo-accounts';
import { seedDemoMatching } from '../src/server/seed/demo-matching';
import { loadFlows } from '../src/server/flows/load-flows';
import { reportStartFailure } from '../src/server/main';

// `npm run seed`: creates whichever demo accounts are missing, on the configured database.
try {
  const config = loadConfig();
  if (config.production) throw new Error('Demo accounts are never created with NODE_ENV=production.');
  const storage = await openStorage(config, (error) => {
    throw error;
  });
  try {
    const { db } = storage.database;
    console.log(describeDemoAccounts(await seedDemoAccounts(db)));
    await seedDemoMatching(db, loadFlows(config.schemasDir), await demoPeopleIds(db), new Date());
  } finally {
    await storage.close();
  }
} catch (error) {
  reportStartFailure(error);
}
