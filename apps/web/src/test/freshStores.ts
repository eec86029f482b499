// Setup of the web project's Node tests: each test starts from every store's first state (see resettableZustand.ts).
import { beforeEach } from 'vitest';
import { resetStores } from './resettableZustand';

beforeEach(() => resetStores());
