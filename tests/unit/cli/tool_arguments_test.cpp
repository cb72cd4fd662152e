// `patchbay call`'s parameters: flags, key=value and JSON, converted by the tool's schema; every
// bad input names the parameter, its type and what was given.

#include "cli/tool_arguments.hpp"

#include <gtest/gtest.h>

namespace patchbay::cli {
namespace {

namespace json = boost::json;

json::object schema() {
  return json::parse(R"({"type": "object", "properties": {
    "name": {"type": "string"}, "count": {"type": "integer"}, "scale": {"type": "number"},
    "force": {"type": "boolean"}, "position": {"type": "array", "items": {"type": "number"}},
    "tags": {"type": "array", "items": {"type": "string"}}, "mode": {"type": "string", "enum": ["Fast", "Careful"]},
    "extra": {"type": "object"}, "delayMs": {"type": ["integer", "null"]}, "any": {}}})")
      .as_object();
}

tool_arguments parse(std::vector<std::string> tokens) {
  static const json::object s = schema();
  return parse_tool_arguments("make_shape", &s, tokens);
}

TEST(ToolArguments, FlagsAreConvertedByTheSchemaType) {
  auto r = parse({"--name", "42", "--count", "3", "--scale", "-2.5", "--position", "0, 1.5,0",
                  "--tags", "a,b", "--mode", "careful", "--extra", R"({"k": 1})", "--delay-ms", "7",
                  "--any", "[1]"});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(json::serialize(r.arguments),
            R"({"name":"42","count":3,"scale":-2.5E0,"position":[0E0,1.5E0,0E0],"tags":["a","b"],)"
            R"("mode":"Careful","extra":{"k":1},"delayMs":7,"any":[1]})");
}

TEST(ToolArguments, BooleansAloneOrWithAValue) {
  EXPECT_EQ(json::serialize(parse({"--force"}).arguments), R"({"force":true})");
  EXPECT_EQ(json::serialize(parse({"--force=false"}).arguments), R"({"force":false})");
  EXPECT_EQ(json::serialize(parse({"--force", "no", "--name", "x"}).arguments),
            R"({"force":false,"name":"x"})");
  EXPECT_EQ(json::serialize(parse({"--force", "--name", "x"}).arguments),
            R"({"force":true,"name":"x"})");
}

TEST(ToolArguments, KeyValueAndOneJsonObjectStillWork) {
  EXPECT_EQ(json::serialize(parse({"name=Cube", "count=2"}).arguments),
            R"({"name":"Cube","count":2})");
  EXPECT_EQ(json::serialize(parse({R"({"name": "J", "other": 1})"}).arguments),
            R"({"name":"J","other":1})")
      << "a JSON object goes as it is: the editor checks it";
  EXPECT_NE(parse({R"({"a": 1})", R"({"b": 2})"}).error, "");
  EXPECT_NE(parse({"{not json"}).error, "");
}

TEST(ToolArguments, WithoutASchemaValuesAreJsonWhenTheyParse) {
  auto r = parse_tool_arguments("t", nullptr, {"n=5", "s=Cube", "--flag", "x"});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(json::serialize(r.arguments), R"({"n":5,"s":"Cube","flag":"x"})");
}

TEST(ToolArguments, BadInputNamesTheParameterItsTypeAndTheValue) {
  EXPECT_EQ(parse({"--count", "three"}).error,
            "--count (integer) expects an integer, got \"three\".");
  EXPECT_EQ(parse({"--count", "1.5"}).error, "--count (integer) expects an integer, got \"1.5\".");
  EXPECT_EQ(parse({"--scale", "big"}).error, "--scale (number) expects a number, got \"big\".");
  EXPECT_EQ(parse({"--force=maybe"}).error,
            "--force (boolean) expects true or false, got \"maybe\".");
  EXPECT_EQ(parse({"--mode", "Slow"}).error,
            "--mode (string) expects one of Fast, Careful, got \"Slow\".");
  EXPECT_EQ(parse({"--extra", "[1]"}).error,
            "--extra (object) expects a JSON object, got \"[1]\".");
  EXPECT_EQ(parse({"--position", "0,up,0"}).error,
            "--position (array of number) expects comma-separated values, each a number, got "
            "\"0,up,0\".");
  EXPECT_EQ(parse({"--name"}).error, "--name needs a value (string).");
  EXPECT_EQ(parse({"count=x"}).error, "--count (integer) expects an integer, got \"x\".");
  EXPECT_EQ(parse({"oops"}).error,
            "expected --name value, key=value or one JSON object, got \"oops\"");
  EXPECT_TRUE(parse({"--count", "x"}).arguments.empty()) << "an error carries no arguments";
}

TEST(ToolArguments, AnUnknownFlagSuggestsTheNearestAndListsTheParameters) {
  auto e = parse({"--nmae", "x"}).error;
  EXPECT_NE(e.find("--nmae is not a parameter of make_shape. Did you mean --name?"),
            std::string::npos)
      << e;
  EXPECT_NE(e.find("--count (integer)"), std::string::npos) << e;
  EXPECT_NE(e.find("--position (array of number)"), std::string::npos) << e;
  EXPECT_NE(e.find("patchbay tools make_shape"), std::string::npos) << e;
  auto kv = parse({"colour=red"}).error;
  EXPECT_NE(kv.find("colour is not a parameter of make_shape."), std::string::npos) << kv;
  json::object empty{{"type", "object"}};
  auto none = parse_tool_arguments("get_editor_state", &empty, {"--x", "1"}).error;
  EXPECT_NE(none.find("It takes no parameters."), std::string::npos) << none;
}

}  // namespace
}  // namespace patchbay::cli
