// Runs in every jest file after the framework: the query cache is module-level, so each test starts with an
// empty one (an answer cached by one test must not show in the next; tests pass under --randomize).
import { clearQueryCache } from '../../src/hooks/use-query'

afterEach(() => clearQueryCache())
