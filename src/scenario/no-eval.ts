/**
 * Parsing without evaluating strings. zod compiles fast paths with `new Function`, and its
 * first parse tries one to see whether it may; the page's Content-Security-Policy forbids
 * that (a violation each time), so the page and its workers import this module first and
 * zod parses without compiling (the same results). The CLI keeps zod's default.
 */
import { z } from 'zod';

z.config({ jitless: true });
