#!/usr/bin/env bash
# Runs the whole suite (npm test) N times in a row (default 5) and stops at the
# first failure: the check that the suite has no flakes. Prints each run's time
# and a summary; each run's output is kept in a log file.
set -uo pipefail
runs=${1:-5}
logs=$(mktemp -d "${TMPDIR:-/tmp}/build-site-test-repeat-XXXXXX")
times=()
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  npm test >"$logs/run-$i.log" 2>&1
  status=$?
  took=$(( $(date +%s) - start ))
  if [ "$status" -ne 0 ]; then
    echo "run $i of $runs FAILED (exit $status) after ${took} s; log: $logs/run-$i.log"
    tail -40 "$logs/run-$i.log"
    echo "summary: $(( i - 1 )) of $runs runs passed before run $i failed${times[*]:+ (passed runs: ${times[*]})}"
    exit 1
  fi
  times+=("${took}s")
  echo "run $i of $runs passed in ${took} s"
done
total=0
slowest=0
for t in "${times[@]}"; do
  s=${t%s}
  total=$(( total + s ))
  (( s > slowest )) && slowest=$s
done
echo "summary: $runs of $runs runs passed; times ${times[*]}; mean $(( total / runs )) s, slowest ${slowest} s; logs in $logs"
