# Dependencies for cross builds (scripts/build-cross.sh): the target has no Boost/CLI11/spdlog/fmt
# packages, so the host's headers are reused. CLI11, spdlog and fmt are header-only here; Boost.JSON
# and Boost.URL are compiled for the target from their src.hpp. Only the header directories are
# exposed (through a staged directory), never /usr/include itself, whose C library headers belong to
# the host.
set(PATCHBAY_HOST_INCLUDE "/usr/include" CACHE PATH "Where the host's Boost, CLI11, spdlog and fmt headers are")
set(_staged ${CMAKE_BINARY_DIR}/host-headers)
file(MAKE_DIRECTORY ${_staged})
foreach(dir boost CLI spdlog fmt)
  if(NOT EXISTS ${PATCHBAY_HOST_INCLUDE}/${dir})
    message(FATAL_ERROR "cross build: ${PATCHBAY_HOST_INCLUDE}/${dir} is missing (run scripts/install-deps.sh)")
  endif()
  if(NOT EXISTS ${_staged}/${dir})
    file(CREATE_LINK ${PATCHBAY_HOST_INCLUDE}/${dir} ${_staged}/${dir} SYMBOLIC)
  endif()
endforeach()

add_library(patchbay_host_headers INTERFACE)
# SYSTEM: warnings inside third-party headers must not break -Werror builds.
target_include_directories(patchbay_host_headers SYSTEM INTERFACE ${_staged})

if(WIN32)
  # Asio's sockets; mingw ignores the #pragma comment(lib) Asio uses for MSVC.
  target_link_libraries(patchbay_host_headers INTERFACE ws2_32 mswsock)
endif()
add_library(Boost::headers ALIAS patchbay_host_headers)
add_library(patchbay_boost_json STATIC ${PROJECT_SOURCE_DIR}/cmake/boost_json.cpp)
target_link_libraries(patchbay_boost_json PUBLIC patchbay_host_headers)
add_library(Boost::json ALIAS patchbay_boost_json)
add_library(patchbay_boost_url STATIC ${PROJECT_SOURCE_DIR}/cmake/boost_url.cpp)
target_link_libraries(patchbay_boost_url PUBLIC patchbay_host_headers)
add_library(Boost::url ALIAS patchbay_boost_url)

add_library(patchbay_fmt INTERFACE)
target_compile_definitions(patchbay_fmt INTERFACE FMT_HEADER_ONLY)
target_link_libraries(patchbay_fmt INTERFACE patchbay_host_headers)
add_library(fmt::fmt ALIAS patchbay_fmt)
add_library(spdlog::spdlog ALIAS patchbay_fmt)
add_library(CLI11::CLI11 ALIAS patchbay_host_headers)

find_package(Threads REQUIRED)
