# The e2e.prepare_database test: generates the three problems from seed 2026 into DATABASE
# once, for every end-to-end test process to copy (see tests/e2e/e2e_fixture.cpp).
file(REMOVE "${DATABASE}" "${DATABASE}-wal" "${DATABASE}-shm")
get_filename_component(folder "${DATABASE}" DIRECTORY)
file(MAKE_DIRECTORY "${folder}")
foreach(problem huarongdao wallpusher halloween)
  execute_process(
    COMMAND "${GRIDJUDGE}" gen ${problem} --seed 2026 --out "${PACKAGES}/${problem}"
            --db "${DATABASE}"
    RESULT_VARIABLE status OUTPUT_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gridjudge gen ${problem} failed (${status})")
  endif()
endforeach()
