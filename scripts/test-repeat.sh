#!/usr/bin/env bash
# Runs the whole suite (npm test) N times in a row (default 5) and stops at the
# first failure: the check that the suite has no flakes.
set -euo pipefail
runs=${1:-5}
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  if ! npm test >"/tmp/build-site-test-run-$i.log" 2>&1; then
    echo "run $i of $runs FAILED after $(( $(date +%s) - start )) s (log: /tmp/build-site-test-run-$i.log)"
    tail -40 "/tmp/build-site-test-run-$i.log"
    exit 1
  fi
  echo "run $i of $runs passed in $(( $(date +%s) - start )) s"
done
