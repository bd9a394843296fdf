// The route table's generated modules (build/route-table.ts), typed where they are imported:
// route-table.ts and pages.tsx.
declare module 'virtual:hexray/route-table' {
  export const routeTable: unknown;
}
declare module 'virtual:hexray/page-code' {
  export const pageCode: unknown;
}
