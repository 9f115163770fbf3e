// The slice of the React API our islands use, served by preact core and
// hooks. esbuild aliases "react" here for the browser bundles; this is ~3 KB
// gzip lighter than preact/compat, which also emulates React features the
// islands never use.
export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
