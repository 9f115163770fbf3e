// Log the path a visitor tried, so broken inbound links show up in the console.
// A warning, not an error: a console error on a page is a failure (style guide).
console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
