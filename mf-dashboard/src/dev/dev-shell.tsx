import { startDevShell } from '@portal/platform/dev-shell';
import * as spa from '../spa';

startDevShell(spa);
