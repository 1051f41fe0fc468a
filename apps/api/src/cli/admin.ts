#!/usr/bin/env node
import { runAdminCommand } from './run-admin.js';

// The `clarity-admin` process: its arguments, environment and output, and its exit code (cli/run-admin.ts).
void runAdminCommand(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then((code) => process.exit(code));
