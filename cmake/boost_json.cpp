// Boost.JSON compiled into the cross build (cmake/cross-deps.cmake).
#include <boost/json/src.hpp>
