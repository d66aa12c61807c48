// Standalone development mount (webpack serve in mfe-guest/): the area inside the router and providers the shell would
// give it, connected to local-supabase when the dev server has a /config.json (see @spotless/standalone).
import { mountStandalone } from '@spotless/standalone';
import AreaApp from './export-app';

mountStandalone('guest', AreaApp);
