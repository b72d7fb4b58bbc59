// The newsletter's contract (tests/contract/cases.ts) against the Craft plugin on a real Craft.
import { inject } from 'vitest';
import { defineContractCases } from '../contract/cases';
import { craftBackend } from './support/backend';

defineContractCases(craftBackend(inject('craft')));
