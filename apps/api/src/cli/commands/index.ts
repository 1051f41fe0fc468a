import { IMPORT_COMMANDS } from './imports.js';
import { MARKET_COMMANDS } from './market.js';
import { MEMBER_COMMANDS } from './members.js';
import { ORG_AND_KEY_COMMANDS } from './orgs.js';
import { SIGNING_COMMANDS } from './signing.js';
import type { Command } from './types.js';

export type { Command, CommandContext, CommandResult } from './types.js';

/** Every admin command; each feature contributes its own list. */
export const COMMANDS: Command[] = [...ORG_AND_KEY_COMMANDS, ...MEMBER_COMMANDS, ...MARKET_COMMANDS, ...IMPORT_COMMANDS, ...SIGNING_COMMANDS];
