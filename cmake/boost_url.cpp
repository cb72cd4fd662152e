// Boost.URL compiled into the cross build (cmake/cross-deps.cmake).
#include <boost/url/src.hpp>
