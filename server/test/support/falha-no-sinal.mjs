// Preloaded into a real app process by main.test.ts: SIGUSR2 throws where nobody catches it, the
// way a bug would, so the test can see what a crash does to the embedded PostgreSQL.
process.on('SIGUSR2', () => {
  throw new Error('falha provocada pelo teste');
});
