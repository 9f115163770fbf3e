// Log the path a visitor tried, so broken inbound links show up in the console.
console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
