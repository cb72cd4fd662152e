#include "app/logging.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace patchbay::app {

std::string setup_logging(const std::string& level, const std::string& file) {
  auto lvl = spdlog::level::from_str(level);
  if (lvl == spdlog::level::off && level != "off")
    return "unknown log level \"" + level + "\" (trace, debug, info, warn, error, critical, off)";
  std::vector<spdlog::sink_ptr> sinks{std::make_shared<spdlog::sinks::stderr_sink_mt>()};
  if (!file.empty()) {
    try {
      sinks.push_back(std::make_shared<spdlog::sinks::basic_file_sink_mt>(file));
    } catch (const std::exception& e) {
      return std::string("cannot open log file: ") + e.what();
    }
  }
  auto logger = std::make_shared<spdlog::logger>("patchbay", sinks.begin(), sinks.end());
  logger->set_level(lvl);
  logger->set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ patchbay: %v");
  spdlog::set_default_logger(logger);
  return {};
}

}  // namespace patchbay::app
