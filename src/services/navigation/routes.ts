// The route table moved to src/shared/routes.ts (shared with the server's painter, issue #28 §1). This path stays
// so the ~70 importers need not change while other branches edit them; new code imports '@/shared/routes'.
export * from '@/shared/routes'
