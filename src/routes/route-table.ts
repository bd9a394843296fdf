/**
 * The route table the app runs on: of each page of the route manifest (manifest.ts), what the
 * first page needs — its path pattern, its query defaults and whether it is a record page (one a
 * cold link starts lookups for); its code is pages.tsx's. Generated from the manifest at build
 * time (build/route-table.ts), so the first page carries neither the lookups nor their argument
 * specs, which only the cold-link lookups read (cold-link-lookups.ts, loaded beside a record
 * page's code). Its types are the manifest's; test/routes/manifest.test.ts holds the values to it.
 */
import { routeTable as generated } from 'virtual:hexray/route-table';
import type { PageName, pageManifest } from './manifest.ts';

type Manifest = typeof pageManifest;

/** A page's route: its manifest entry's path and query defaults, and the record flag. */
export type Route<Name extends PageName> = Pick<Manifest[Name], Extract<keyof Manifest[Name], 'path' | 'query'>> & {
  record?: true;
};

export const routeTable = generated as { readonly [Name in PageName]: Route<Name> };

/** The routes in the manifest's order (the catch-all last), as the router matches them. */
export const routes = Object.entries(routeTable) as Array<[PageName, Route<PageName>]>;
