// Preloaded (node --require) into every process the benchmark times: prints
// the process's peak resident memory at exit, worker threads included.
process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB ${process.resourceUsage().maxRSS}\n`));
