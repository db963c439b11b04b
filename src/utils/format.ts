// The formatters moved to src/shared/format.ts: the server's painter and the app show dates, prices and counts with
// the one module (dates on the Beijing clock whatever the phone's or the server's zone). This path stays for the
// app's many importers while other branches edit them; new code imports '@/shared/format'.
export * from '@/shared/format'
