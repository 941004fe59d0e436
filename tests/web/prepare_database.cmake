# The web.prepare_database test: a database for the web UI tests, made once per ctest run with
# the real CLI. huarongdao's test set from seed 2026, then two judged submissions:
#   1  "<script>alert(1)</script>" (the escaping probe): the accepted example solution, AC
#   2  bob: always_impossible.cpp, WA with a first difference
# Each test copies it and adds what it needs (tests/web/served_site.cpp).
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")
function(run_gridjudge)
  execute_process(COMMAND "${GRIDJUDGE}" ${ARGN} --db "${WORKDIR}/gridjudge.db"
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gridjudge ${ARGN} failed (${status}): ${errors}")
  endif()
endfunction()
set(ENV{GRIDJUDGE_CACHE} "${WORKDIR}/cache")
run_gridjudge(gen huarongdao --seed 2026 --out "${WORKDIR}/huarongdao")
# submit exits 1 when the verdict is not AC: only a failure to judge is an error here.
run_gridjudge(submit huarongdao "${SOURCE_DIR}/examples/contest/alice/huarongdao.cpp"
              --user "<script>alert(1)</script>")
execute_process(COMMAND "${GRIDJUDGE}" submit huarongdao
                        "${SOURCE_DIR}/tests/web/programs/always_impossible.cpp" --user bob
                        --db "${WORKDIR}/gridjudge.db" --json
                OUTPUT_VARIABLE judged RESULT_VARIABLE status)
string(JSON verdict ERROR_VARIABLE no_verdict GET "${judged}" verdict)
if(NOT verdict STREQUAL "WA")
  message(FATAL_ERROR "always_impossible.cpp should be WA, got '${verdict}' (${status})")
endif()
