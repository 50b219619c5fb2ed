// Worker threads do not inherit tsx's loader from the main thread: register it, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
