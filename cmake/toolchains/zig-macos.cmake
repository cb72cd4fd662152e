# macOS (arm64 or x86_64) with Zig 0.11 (pinned in tools/package.json), which carries the macOS libc
# headers and a Mach-O linker that also writes the ad-hoc signature Apple silicon requires.
# scripts/build-cross.sh passes PATCHBAY_ZIG_TARGET (aarch64-macos or x86_64-macos) and
# PATCHBAY_ZIG_BIN, a directory with `zig cc/c++ -target ...` wrappers (CMake wants one executable).
set(CMAKE_SYSTEM_NAME Darwin)
if(PATCHBAY_ZIG_TARGET MATCHES "^aarch64")
  set(CMAKE_SYSTEM_PROCESSOR arm64)
else()
  set(CMAKE_SYSTEM_PROCESSOR x86_64)
endif()
set(CMAKE_C_COMPILER ${PATCHBAY_ZIG_BIN}/zig-cc-${PATCHBAY_ZIG_TARGET})
set(CMAKE_CXX_COMPILER ${PATCHBAY_ZIG_BIN}/zig-c++-${PATCHBAY_ZIG_TARGET})
set(CMAKE_AR llvm-ar-14 CACHE FILEPATH "")
set(CMAKE_RANLIB llvm-ranlib-14 CACHE FILEPATH "")
# Try-compiles re-read this file; let them see the two settings.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES PATCHBAY_ZIG_TARGET PATCHBAY_ZIG_BIN)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(PATCHBAY_CROSS ON CACHE BOOL "" FORCE)
