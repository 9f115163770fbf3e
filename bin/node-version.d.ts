// Types of bin/node-version.js (plain JavaScript, so any Node can load it before the version check).
export function nodeFloor(root: string): string;
export function olderThan(version: string, floor: string): boolean;
export function projectNode(root: string): string | undefined;
export function tooOldLine(floor: string): string;
