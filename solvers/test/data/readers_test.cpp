// Tests of the data readers (solvers/data/readers.hpp). Each format gets a good input that uses every
// feature of its grammar, with the expected table written out by hand, and one malformed input per
// error class with the exact message (file, line, column or byte offset). preprocess_binary is checked
// against a matrix computed by hand. The real files come from Debian packages (scripts/setup.sh:
// weka, liblinear-tools, dataset-fashion-mnist); their facts (record counts, class balance, levels
// that never occur, pixel sums) were counted independently (grep/awk, Python's csv and gzip modules,
// UCI's documentation). A real file that is absent skips its test, unless CI=true, where it fails.
#include "privbound/solvers/data/readers.hpp"

#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

using namespace privbound;
using namespace privbound::solvers::data;
namespace fs = std::filesystem;

namespace {

// The error of r, which must be an invalid_input error (an empty string and a test failure otherwise).
template <class T>
std::string error_of(const numeric::Result<T>& r) {
  if (r.ok()) {
    ADD_FAILURE() << "expected an error, got a value";
    return "";
  }
  EXPECT_EQ(r.error().kind, numeric::ErrorKind::invalid_input);
  return r.error().message;
}

// A folder for the files the tests write, removed at the end of the test.
class DataFiles {
 public:
  DataFiles() {
    dir_ = fs::temp_directory_path() / ("privbound_readers_test_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  ~DataFiles() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  DataFiles(const DataFiles&) = delete;
  DataFiles& operator=(const DataFiles&) = delete;

  std::string write(const std::string& name, const std::string& bytes) const {
    const std::string p = (dir_ / name).string();
    std::ofstream(p, std::ios::binary) << bytes;
    return p;
  }
  std::string write_gz(const std::string& name, const std::string& bytes) const {
    const std::string p = (dir_ / name).string();
    gzFile f = gzopen(p.c_str(), "wb");
    EXPECT_NE(f, nullptr);
    if (f == nullptr) return p;
    EXPECT_EQ(gzwrite(f, bytes.data(), static_cast<unsigned>(bytes.size())), static_cast<int>(bytes.size()));
    gzclose(f);
    return p;
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

 private:
  fs::path dir_;
};

bool in_ci() {
  const char* ci = std::getenv("CI");
  return ci != nullptr && std::string(ci) == "true";
}

// A real data file from a Debian package: skip the test when it is absent, fail under CI.
#define REQUIRE_DATA_FILE(path)                                                      \
  do {                                                                               \
    if (!fs::exists(path)) {                                                         \
      if (in_ci()) FAIL() << (path) << " is missing (scripts/setup.sh installs it)"; \
      GTEST_SKIP() << (path) << " is not installed (scripts/setup.sh installs it)";  \
    }                                                                                \
  } while (0)

using Rows = std::vector<std::vector<std::string>>;
using Flags = std::vector<std::vector<bool>>;

std::vector<std::string> names_of(const Table& t) {
  std::vector<std::string> v;
  for (const Column& c : t.columns) v.push_back(c.name);
  return v;
}

}  // namespace

// ---- CSV -----------------------------------------------------------------------------------------

TEST(DataCsv, EveryFeatureOfTheGrammar) {
  const std::string text =
      "name, age ,city\r\n"                   // header; blanks around names; CRLF
      "\"Smith, J\", 34 , \"New\nYork\"\r\n"  // quoted separator and line break; blanks around quotes
      "\n"                                    // blank line: skipped
      "  \"say \"\"hi\"\"\"  ,?, Paris\n"     // "" inside quotes; ? missing; trimmed field
      "Doe,,\"\"\n"                           // empty unquoted and empty quoted: missing
      "   \t\n"                               // blanks only: skipped (trim on)
      "O\"Neil,7.5e1,Rome";                   // a quote inside an unquoted field is data; no final break
  const auto r = parse_csv(text, "people.csv", {.header = true});
  ASSERT_TRUE(r.ok()) << r.error().message;
  const Table& t = *r;
  EXPECT_EQ(t.source, "people.csv");
  EXPECT_EQ(names_of(t), (std::vector<std::string>{"name", "age", "city"}));
  EXPECT_EQ(t.rows, (Rows{{"Smith, J", "34", "New\nYork"},
                          {"say \"hi\"", "", "Paris"},
                          {"Doe", "", ""},
                          {"O\"Neil", "7.5e1", "Rome"}}));
  EXPECT_EQ(t.missing,
            (Flags{{false, false, false}, {false, true, false}, {false, true, true}, {false, false, false}}));
  EXPECT_EQ(t.line, (std::vector<std::size_t>{2, 5, 6, 8}));
  EXPECT_EQ(t.columns[0].kind, Column::Kind::categorical);
  EXPECT_EQ(t.columns[0].levels, (std::vector<std::string>{"Smith, J", "say \"hi\"", "Doe", "O\"Neil"}));
  EXPECT_EQ(t.columns[1].kind, Column::Kind::numerical);
  EXPECT_TRUE(t.columns[1].levels.empty());
  EXPECT_EQ(t.columns[2].kind, Column::Kind::categorical);
  EXPECT_EQ(t.columns[2].levels, (std::vector<std::string>{"New\nYork", "Paris", "Rome"}));
}

TEST(DataCsv, NoHeaderAndTheOptions) {
  // No header: the first line is data, the columns are c1, c2, …; a byte order mark is skipped.
  auto r = parse_csv(
      "\xEF\xBB\xBF"
      "1,x\n2,y\n",
      "s");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(names_of(*r), (std::vector<std::string>{"c1", "c2"}));
  EXPECT_EQ(r->rows, (Rows{{"1", "x"}, {"2", "y"}}));
  EXPECT_EQ(r->line, (std::vector<std::size_t>{1, 2}));

  // trim off: blanks are data, so " NA" is not the missing marker "NA", and ` "q"` is unquoted.
  r = parse_csv("a; b\n NA;NA\n \"q\";\"\"\n", "s", {.separator = ';', .missing = "NA", .trim = false});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->rows, (Rows{{"a", " b"}, {" NA", ""}, {" \"q\"", ""}}));
  EXPECT_EQ(r->missing, (Flags{{false, false}, {false, true}, {false, true}}));
  // With trim on, "?" is not missing when the marker is "NA", and "NA" is.
  r = parse_csv("a;?\nNA ; b\n", "s", {.separator = ';', .missing = "NA"});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->rows, (Rows{{"a", "?"}, {"", "b"}}));
  EXPECT_EQ(r->missing, (Flags{{false, false}, {true, false}}));

  // A tab separator is not trimmed away; spaces around the fields are.
  r = parse_csv(" a\t b \n", "s", {.separator = '\t'});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->rows, (Rows{{"a", "b"}}));

  // skip_blank_lines off: a blank line is a record of one empty (missing) field.
  r = parse_csv("1\n\n2\n", "s", {.skip_blank_lines = false});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->rows, (Rows{{"1"}, {""}, {"2"}}));
  EXPECT_EQ(r->missing, (Flags{{false}, {true}, {false}}));
  EXPECT_EQ(r->line, (std::vector<std::size_t>{1, 2, 3}));
  EXPECT_EQ(r->columns[0].kind, Column::Kind::numerical);
  // …and with it on, the same text has two records.
  r = parse_csv("1\n\n2\n", "s");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->rows, (Rows{{"1"}, {"2"}}));
}

TEST(DataCsv, ColumnKindsAndLevels) {
  // Numerical: every non-missing field a finite number ("+4", ".5", "5.", an underflow to 0 too);
  // one non-number, "inf", "nan", "1e400", hex or an inner blank makes the column categorical.
  const auto r = parse_csv(
      "num,inf,nan,big,hex,blank,tiny,none,cat\n"
      "1,1,1,1,1,1,1e-400,?,b\n"
      "-2.5e3,inf,nan,1e400,0x10,1 2,+4,,a\n"
      ".5,2,2,2,2,2,5.,?,b\n"
      "?,3,3,3,3,3,3,?,1\n",
      "k.csv", {.header = true});
  ASSERT_TRUE(r.ok()) << r.error().message;
  const std::vector<Column::Kind> expected = {
      Column::Kind::numerical,   Column::Kind::categorical, Column::Kind::categorical,
      Column::Kind::categorical, Column::Kind::categorical, Column::Kind::categorical,
      Column::Kind::numerical,   Column::Kind::numerical,  // "none": no value at all, numerical vacuously
      Column::Kind::categorical};
  for (std::size_t j = 0; j < expected.size(); ++j) EXPECT_EQ(r->columns[j].kind, expected[j]) << r->columns[j].name;
  EXPECT_EQ(r->columns[1].levels, (std::vector<std::string>{"1", "inf", "2", "3"}));
  EXPECT_EQ(r->columns[8].levels, (std::vector<std::string>{"b", "a", "1"}));  // first appearance
}

TEST(DataCsv, MalformedInputNamesLineAndColumn) {
  // A record with a field too many: the column where that field starts.
  EXPECT_EQ(error_of(parse_csv("a,b\n1,2,3\n", "f.csv")),
            "f.csv:2:5: a record with more than 2 fields (the first record has 2)");
  EXPECT_EQ(error_of(parse_csv("a,b\n1,2,\n", "f.csv")),
            "f.csv:2:5: a record with more than 2 fields (the first record has 2)");
  // A record with too few: the end of its line ("\n", "\r\n", the end of the text, after a quoted break).
  EXPECT_EQ(error_of(parse_csv("a,b,c\n1,2\n", "f.csv")), "f.csv:2:4: a record with 2 fields (the first record has 3)");
  EXPECT_EQ(error_of(parse_csv("a,b\r\n1\r\n", "f.csv")), "f.csv:2:2: a record with 1 field (the first record has 2)");
  EXPECT_EQ(error_of(parse_csv("a,b\n1", "f.csv")), "f.csv:2:2: a record with 1 field (the first record has 2)");
  EXPECT_EQ(error_of(parse_csv("a,b\n\"x\ny\"\n", "f.csv")),
            "f.csv:3:3: a record with 1 field (the first record has 2)");
  // The header counts as the first record.
  EXPECT_EQ(error_of(parse_csv("a,b\n1,2,3\n", "f.csv", {.header = true})),
            "f.csv:2:5: a record with more than 2 fields (the first record has 2)");
  // An unterminated quote: where it opens.
  EXPECT_EQ(error_of(parse_csv("a,\"bc\nd\n", "f.csv")), "f.csv:1:3: a quote that is never closed");
  EXPECT_EQ(error_of(parse_csv("x\n\n  \"", "f.csv")), "f.csv:3:3: a quote that is never closed");
  // A character after a closing quote.
  EXPECT_EQ(error_of(parse_csv("\"ab\"c,d\n", "f.csv")),
            "f.csv:1:5: \"c\" after a closing quote (expected the separator or the end of the line)");
  EXPECT_EQ(error_of(parse_csv("\"ab\" ,d\n", "f.csv", {.trim = false})),
            "f.csv:1:5: \" \" after a closing quote (expected the separator or the end of the line)");
  EXPECT_EQ(error_of(parse_csv("x\n\"a\"\rb\n", "f.csv")),
            "f.csv:2:4: \"\\r\" after a closing quote (expected the separator or the end of the line)");
  // An empty file: the end of the text.
  EXPECT_EQ(error_of(parse_csv("", "f.csv")), "f.csv:1:1: an empty file (no record)");
  EXPECT_EQ(error_of(parse_csv("\n  \n", "f.csv")), "f.csv:3:1: an empty file (no record)");
  // A column name twice in the header.
  EXPECT_EQ(error_of(parse_csv("a,b,a\n", "f.csv", {.header = true})),
            "f.csv:1:5: the column name \"a\" again (column 1 has it)");
  // A separator that cannot be one.
  EXPECT_EQ(error_of(parse_csv("a", "f.csv", {.separator = '"'})),
            "parse_csv: separator must be in the characters other than '\"', '\\n' and '\\r', but is \".");
  // A header-only file is a table without records, not an error.
  const auto h = parse_csv("a,b\n", "f.csv", {.header = true});
  ASSERT_TRUE(h.ok());
  EXPECT_TRUE(h->rows.empty());
}

TEST(DataCsv, ReadsFilesAndRefusesWhatIsNotOne) {
  DataFiles files;
  const std::string p = files.write("t.csv", "x,y\n1,\"a\"\n");
  const auto r = read_csv(p, {.header = true});
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->source, p);
  EXPECT_EQ(r->rows, (Rows{{"1", "a"}}));
  // Errors name the file by its path.
  EXPECT_EQ(error_of(read_csv(files.write("bad.csv", "x,y\n1\n"))),
            files.path("bad.csv") + ":2:2: a record with 1 field (the first record has 2)");
  EXPECT_EQ(error_of(read_csv(files.path("absent.csv"))),
            files.path("absent.csv") + ": cannot open (No such file or directory)");
  const std::string dir = files.path("");
  EXPECT_EQ(error_of(read_csv(dir)), dir + ": cannot open (Is a directory)");
  EXPECT_EQ(error_of(read_csv("/dev/null")), "/dev/null: cannot open (not a regular file)");
}

// ---- ARFF ----------------------------------------------------------------------------------------

TEST(DataArff, EveryFeatureOfTheGrammar) {
  const std::string text =
      "% a comment\n"
      "  % an indented comment\n"
      "\n"
      "@RELATION 'my relation'   % a comment after a declaration\n"
      "@attribute age NUMERIC\n"
      "@Attribute 'the name' string\r\n"
      "@attribute color {red, 'light blue', \"dark,green\"}\n"
      "@attribute w real\n"
      "@ATTRIBUTE n Integer\n"
      "@attribute class{yes,no}\n"
      "\n"
      "@DATA\n"
      "% a comment among the records\n"
      "25, 'Smith, J', red, 1.5, 3, yes\n"
      "?, \"O\\'Neil\\tjr\", 'light blue', -2e1, ?, no   % a comment after a record\r\n"
      " 7 ,plain text here,\"dark,green\",0,0,yes\n"
      "\n"
      "+8,'?',red,.5,1e2,no\n";
  const auto r = parse_arff(text, "w.arff");
  ASSERT_TRUE(r.ok()) << r.error().message;
  const Table& t = *r;
  EXPECT_EQ(t.source, "w.arff");
  EXPECT_EQ(names_of(t), (std::vector<std::string>{"age", "the name", "color", "w", "n", "class"}));
  const std::vector<Column::Kind> kinds = {Column::Kind::numerical,   Column::Kind::categorical,
                                           Column::Kind::categorical, Column::Kind::numerical,
                                           Column::Kind::numerical,   Column::Kind::categorical};
  for (std::size_t j = 0; j < kinds.size(); ++j) EXPECT_EQ(t.columns[j].kind, kinds[j]) << j;
  // A string attribute's levels: its values in order of first appearance (a quoted '?' is the text ?).
  EXPECT_EQ(t.columns[1].levels, (std::vector<std::string>{"Smith, J", "O'Neil\tjr", "plain text here", "?"}));
  EXPECT_EQ(t.columns[2].levels, (std::vector<std::string>{"red", "light blue", "dark,green"}));
  EXPECT_EQ(t.columns[5].levels, (std::vector<std::string>{"yes", "no"}));
  EXPECT_EQ(t.rows, (Rows{{"25", "Smith, J", "red", "1.5", "3", "yes"},
                          {"", "O'Neil\tjr", "light blue", "-2e1", "", "no"},
                          {"7", "plain text here", "dark,green", "0", "0", "yes"},
                          {"+8", "?", "red", ".5", "1e2", "no"}}));
  EXPECT_EQ(t.missing, (Flags{{false, false, false, false, false, false},
                              {true, false, false, false, true, false},
                              {false, false, false, false, false, false},
                              {false, false, false, false, false, false}}));
  EXPECT_EQ(t.line, (std::vector<std::size_t>{14, 15, 16, 18}));
  // A declared level that never occurs stays among the levels (the declaration is the level set).
  const auto u = parse_arff("@relation r\n@attribute c {a,b,c}\n@data\nb\n", "u.arff");
  ASSERT_TRUE(u.ok()) << u.error().message;
  EXPECT_EQ(u->columns[0].levels, (std::vector<std::string>{"a", "b", "c"}));
  // No records after @data: an empty table.
  const auto e = parse_arff("@relation r\n@attribute c numeric\n@data\n", "e.arff");
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_TRUE(e->rows.empty());
}

TEST(DataArff, MalformedInputNamesLineAndColumn) {
  const std::string head = "@relation r\n@attribute a numeric\n@attribute c {x,y}\n@data\n";  // records on line 5
  const auto data = [&](const std::string& records) { return error_of(parse_arff(head + records, "h.arff")); };
  // A numeric field that is not a (finite) number.
  EXPECT_EQ(data("abc,x\n"), "h.arff:5:1: \"abc\" is not a number (the attribute \"a\" is numeric)");
  EXPECT_EQ(data("1,x\n  inf ,y\n"), "h.arff:6:3: \"inf\" is not a finite number (the attribute \"a\" is numeric)");
  EXPECT_EQ(data("1e999,x\n"), "h.arff:5:1: \"1e999\" is beyond the range of double (the attribute \"a\" is numeric)");
  // A nominal value not among the declared ones (case matters; a quoted '?' is not missing).
  EXPECT_EQ(data("1, z\n"), "h.arff:5:4: \"z\" is not a declared value of the attribute \"c\"");
  EXPECT_EQ(data("1,X\n"), "h.arff:5:3: \"X\" is not a declared value of the attribute \"c\"");
  EXPECT_EQ(data("1,'?'\n"), "h.arff:5:3: \"?\" is not a declared value of the attribute \"c\"");
  // The wrong field count: the start of the field too many, or the end of the record.
  EXPECT_EQ(data("1,x,2\n"), "h.arff:5:5: a record with more than 2 fields (2 attributes are declared)");
  EXPECT_EQ(data("1\n"), "h.arff:5:2: a record with 1 field (2 attributes are declared)");
  EXPECT_EQ(data("1 % c\n"), "h.arff:5:3: a record with 1 field (2 attributes are declared)");
  EXPECT_EQ(data("1,,x\n"), "h.arff:5:3: an empty field (a missing value is written ?)");
  EXPECT_EQ(data("1,x,\n"), "h.arff:5:5: a record with more than 2 fields (2 attributes are declared)");
  // Quotes.
  EXPECT_EQ(data("1,'x\n"), "h.arff:5:3: a quote that is never closed on its line");
  EXPECT_EQ(data("1,'x' y\n"), "h.arff:5:7: \"y\" after a quoted value (expected ',' or the end of the record)");
  // Sparse records and instance weights.
  EXPECT_EQ(data("  {0 1, 1 x}\n"), "h.arff:5:3: sparse ARFF records ({index value, …}) are not supported");
  EXPECT_EQ(data("1,x,{2}\n"), "h.arff:5:5: instance weights ({weight}) are not supported");

  const auto header = [](const std::string& text) { return error_of(parse_arff(text, "d.arff")); };
  EXPECT_EQ(header(""), "d.arff:1:1: no @relation (an empty file?)");
  EXPECT_EQ(header("% only a comment\n"), "d.arff:2:1: no @relation (an empty file?)");
  EXPECT_EQ(header("@relation r\n@attribute a numeric\n"), "d.arff:3:1: no @data section");
  EXPECT_EQ(header("@relation r\n@attribute a numeric"), "d.arff:2:21: no @data section");
  EXPECT_EQ(header("@attribute a numeric\n"), "d.arff:1:1: expected @relation, found \"@attribute\"");
  EXPECT_EQ(header("@relation r\n @relation s\n"), "d.arff:2:2: a second @relation");
  EXPECT_EQ(header("@relation\n"), "d.arff:1:10: expected the relation's name after @relation");
  EXPECT_EQ(header("@relation r s\n"), "d.arff:1:13: unexpected \"s\" after the relation's name");
  EXPECT_EQ(header("@relation r\n@attribute a numeric\n@attribute 'a' real\n"),
            "d.arff:3:12: the attribute name \"a\" again (attribute 1 has it)");
  EXPECT_EQ(header("@relation r\n@attribute d date \"yyyy-MM-dd\"\n"),
            "d.arff:2:14: date attributes are not supported");
  EXPECT_EQ(header("@relation r\n@attribute b relational\n"), "d.arff:2:14: relational attributes are not supported");
  EXPECT_EQ(header("@relation r\n@attribute a foo\n"),
            "d.arff:2:14: unknown attribute type \"foo\" (expected numeric, real, integer, string or {values})");
  EXPECT_EQ(header("@relation r\n@attribute a\n"), "d.arff:2:13: the attribute \"a\" has no type");
  EXPECT_EQ(header("@relation r\n@attribute\n"), "d.arff:2:11: expected the attribute's name after @attribute");
  EXPECT_EQ(header("@relation r\n@attribute 'a numeric\n"), "d.arff:2:12: a quote that is never closed on its line");
  EXPECT_EQ(header("@relation r\n@attribute a numeric extra\n"),
            "d.arff:2:22: unexpected \"extra\" after the attribute type");
  EXPECT_EQ(header("@relation r\n@attribute c {}\n"), "d.arff:2:15: expected a nominal value after '{'");
  EXPECT_EQ(header("@relation r\n@attribute c {a, b, a}\n"), "d.arff:2:21: the nominal value \"a\" twice");
  EXPECT_EQ(header("@relation r\n@attribute c {a b}\n"), "d.arff:2:17: expected ',' or '}' in the values of \"c\"");
  EXPECT_EQ(header("@relation r\n@attribute c {a,\n"), "d.arff:2:17: expected a nominal value");
  EXPECT_EQ(header("@relation r\n@attribute c {a} x\n"), "d.arff:2:18: unexpected \"x\" after the nominal values");
  EXPECT_EQ(header("@relation r\n@data\n"), "d.arff:2:1: @data before any @attribute");
  EXPECT_EQ(header("@relation r\n@attribute a numeric\n@data x\n"), "d.arff:3:7: unexpected \"x\" after @data");
  EXPECT_EQ(header("@relation r\n@foo\n"), "d.arff:2:1: expected @attribute or @data, found \"@foo\"");
  EXPECT_EQ(header("@relation r\nage numeric\n"), "d.arff:2:1: expected @attribute or @data, found \"age\"");
}

TEST(DataArff, ReadsFiles) {
  DataFiles files;
  const std::string p = files.write("t.arff", "@relation r\n@attribute a numeric\n@data\n1\n?\n");
  const auto r = read_arff(p);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->rows, (Rows{{"1"}, {""}}));
  EXPECT_EQ(r->missing, (Flags{{false}, {true}}));
  EXPECT_EQ(error_of(read_arff(files.path("absent.arff"))),
            files.path("absent.arff") + ": cannot open (No such file or directory)");
  EXPECT_EQ(error_of(read_arff(files.write("b.arff", "@relation r\n@attribute a numeric\n@data\nx\n"))),
            files.path("b.arff") + ":4:1: \"x\" is not a number (the attribute \"a\" is numeric)");
}

// ---- preprocess_binary -----------------------------------------------------------------------------

namespace {

// age, color, income (the label, in the middle), size, const. Record 2 is dropped for its age and is
// the only "blue"; record 5 is dropped for its size and is the only const value other than 5.
const char* kAdultLike =
    "age,color,income,size,const\n"
    "30,red,>50K,2.0,5\n"
    "?,blue,<=50K,1.0,5\n"
    "50,green,<=50K.,4.0,5\n"
    "40,red,>50K.,3.0,5\n"
    "20,green,<=50K,?,7\n";

}  // namespace

TEST(DataPreprocess, HandComputedMatrix) {
  const auto t = parse_csv(kAdultLike, "adult-like.csv", {.header = true});
  ASSERT_TRUE(t.ok()) << t.error().message;
  const auto r = preprocess_binary(*t, {.label_column = "income", .positive = ">50K"});
  ASSERT_TRUE(r.ok()) << r.error().message;
  const Dataset& d = *r;
  // Kept: records 1, 3, 4. age over them: 30, 50, 40 -> (v - 30)/20; color: red, green ("blue" left
  // with record 2); size 2, 4, 3 -> (v - 2)/2; const: 5, 5, 5 -> zeros. ">50K." counts as ">50K".
  Eigen::MatrixXd X(3, 5);
  X << 0.0, 1, 0, 0.0, 0,  //
      1.0, 0, 1, 1.0, 0,   //
      0.5, 1, 0, 0.5, 0;
  Eigen::VectorXd y(3);
  y << 1, -1, 1;
  EXPECT_EQ(d.source, "adult-like.csv");
  EXPECT_EQ(d.features, (std::vector<std::string>{"age", "color=red", "color=green", "size", "const"}));
  ASSERT_EQ(d.X.rows(), 3);
  ASSERT_EQ(d.X.cols(), 5);
  EXPECT_TRUE(d.X == X) << d.X;
  EXPECT_TRUE(d.y == y) << d.y.transpose();
  EXPECT_EQ(d.records_read, 5u);
  EXPECT_EQ(d.dropped_missing, 2u);

  // The positive label written with blanks and the trailing '.' means the same; the other label flips y.
  const auto same = preprocess_binary(*t, {.label_column = "income", .positive = " >50K. "});
  ASSERT_TRUE(same.ok());
  EXPECT_TRUE(same->y == y);
  const auto flipped = preprocess_binary(*t, {.label_column = "income", .positive = "<=50K"});
  ASSERT_TRUE(flipped.ok());
  EXPECT_TRUE(flipped->y == -y);
  EXPECT_TRUE(flipped->X == X);
}

TEST(DataPreprocess, LastColumnByDefaultAndExtremeRanges) {
  // A table built by hand: the label is the last column; a column spanning ±1e308 (whose range
  // overflows a double) still scales into [0, 1].
  Table t;
  t.source = "hand";
  t.columns = {{"v", Column::Kind::numerical, {}}, {"cls", Column::Kind::categorical, {"p", "n"}}};
  t.rows = {{"-1e308", "p"}, {"1e308", "n"}, {"0", "n"}};
  t.missing = {{false, false}, {false, false}, {false, false}};
  t.line = {1, 2, 3};
  const auto r = preprocess_binary(t, {.label_column = "", .positive = "p"});
  ASSERT_TRUE(r.ok()) << r.error().message;
  Eigen::MatrixXd X(3, 1);
  X << 0, 1, 0.5;
  EXPECT_TRUE(r->X == X) << r->X.transpose();
  EXPECT_EQ(r->y, Eigen::Vector3d(1, -1, -1));
  EXPECT_EQ(r->features, (std::vector<std::string>{"v"}));
  EXPECT_EQ(r->dropped_missing, 0u);
}

TEST(DataPreprocess, EveryErrorClass) {
  const auto t = parse_csv(kAdultLike, "a.csv", {.header = true});
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(error_of(preprocess_binary(*t, {.label_column = "nope", .positive = "x"})),
            "a.csv: no label column named \"nope\"");
  EXPECT_EQ(error_of(preprocess_binary(*t, {.label_column = "age", .positive = "30"})),
            "a.csv: the label column \"age\" is numerical (preprocess_binary needs categorical labels)");
  // The default label column is the last one, here numerical.
  EXPECT_EQ(error_of(preprocess_binary(*t, {.label_column = "", .positive = "5"})),
            "a.csv: the label column \"const\" is numerical (preprocess_binary needs categorical labels)");
  // "blue" occurs only in a dropped record, so after the drop it never occurs.
  EXPECT_EQ(
      error_of(preprocess_binary(*t, {.label_column = "color", .positive = "blue"})),
      "a.csv: the positive label \"blue\" never occurs in the column \"color\" (after dropping the records with a "
      "missing value)");
  const auto all_missing = parse_csv("a,b\n?,x\n1,?\n", "m.csv", {.header = true});
  ASSERT_TRUE(all_missing.ok());
  EXPECT_EQ(error_of(preprocess_binary(*all_missing, {.label_column = "", .positive = "x"})),
            "m.csv: no record left after dropping the 2 with a missing value");

  // Tables built by hand that are not consistent.
  Table h;
  h.source = "hand";
  EXPECT_EQ(error_of(preprocess_binary(h, {.label_column = "", .positive = "x"})),
            "hand: the table has no column (no label column)");
  h.columns = {{"a", Column::Kind::categorical, {"x"}}, {"b", Column::Kind::categorical, {"p"}}};
  h.rows = {{"x", "p"}, {"x"}};
  h.missing = {{false, false}, {false, false}};
  h.line = {3, 4};
  EXPECT_EQ(error_of(preprocess_binary(h, {.label_column = "", .positive = "p"})),
            "hand: the record on line 4 has 1 fields and 2 missing flags, but the table has 2 columns");
  h.rows = {{"x", "p"}, {"y", "p"}};
  EXPECT_EQ(error_of(preprocess_binary(h, {.label_column = "", .positive = "p"})),
            "hand: the record on line 4, column \"a\": \"y\" is not among the column's levels");
  h.missing = {{false, false}};
  EXPECT_EQ(error_of(preprocess_binary(h, {.label_column = "", .positive = "p"})),
            "hand: the table has 2 rows but 1 rows of missing flags");
  h.columns[0].kind = Column::Kind::numerical;
  h.missing = {{false, false}, {false, false}};
  EXPECT_EQ(error_of(preprocess_binary(h, {.label_column = "", .positive = "p"})),
            "hand: the record on line 3, column \"a\": \"x\" is not a number");

  // A column with a level per record would square the size of the table: refused before allocating.
  Table wide;
  wide.source = "wide";
  wide.columns = {{"id", Column::Kind::categorical, {}}, {"cls", Column::Kind::categorical, {"p"}}};
  for (int i = 0; i < 1100; ++i) {
    wide.columns[0].levels.push_back(std::to_string(i));
    wide.rows.push_back({std::to_string(i), "p"});
    wide.missing.push_back({false, false});
  }
  EXPECT_EQ(error_of(preprocess_binary(wide, {.label_column = "", .positive = "p"})),
            "wide: the encoded matrix would have 1100 × 1100 entries, more than 64 per field of the table (the column "
            "\"id\" has 1100 levels)");
  wide.rows.resize(1000);  // 1000 × 1000 < 2^20: accepted (negative control of the limit)
  wide.missing.resize(1000);
  const auto ok = preprocess_binary(wide, {.label_column = "", .positive = "p"});
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok->X.cols(), 1000);
  EXPECT_EQ(ok->X.sum(), 1000.0);
}

// ---- LIBSVM ----------------------------------------------------------------------------------------

TEST(DataLibsvm, EveryFeatureOfTheGrammar) {
  const std::string text =
      "# a comment line\n"
      "+1 1:0.5 3:-2e-1   # a comment after a record\n"
      "-1\t2:1.5e2 4:0\r\n"  // a tab; an explicit zero; CRLF
      "\r\n"
      "   \n"
      "2.5 1:1 2:2 3:3 4:4 5:5";
  const auto r = parse_libsvm(text, "l.txt");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->source, "l.txt");
  EXPECT_EQ(r->labels, (std::vector<double>{1, -1, 2.5}));
  Eigen::MatrixXd X(3, 5);
  X << 0.5, 0, -0.2, 0, 0,  //
      0, 150, 0, 0, 0,      //
      1, 2, 3, 4, 5;
  EXPECT_TRUE(r->X == X) << r->X;
  EXPECT_EQ(r->nonzeros, 8u);  // the explicit 4:0 is not a nonzero
  // features: a larger count pads with zero columns; a smaller one than an index is an error.
  const auto wide = parse_libsvm(text, "l.txt", 7);
  ASSERT_TRUE(wide.ok());
  EXPECT_EQ(wide->X.cols(), 7);
  EXPECT_TRUE(wide->X.leftCols(5) == X);
  EXPECT_TRUE(wide->X.rightCols(2).isZero(0));
  const auto exact = parse_libsvm(text, "l.txt", 5);
  ASSERT_TRUE(exact.ok());
  EXPECT_TRUE(exact->X == X);
  // A record with a label only is a row of zeros.
  const auto bare = parse_libsvm("1\n-1 2:1\n", "b");
  ASSERT_TRUE(bare.ok());
  EXPECT_EQ(bare->X, (Eigen::MatrixXd(2, 2) << 0, 0, 0, 1).finished());
}

TEST(DataLibsvm, MalformedInputNamesLineAndColumn) {
  const auto err = [](const std::string& text, std::size_t features = 0) {
    return error_of(parse_libsvm(text, "s.svm", features));
  };
  EXPECT_EQ(err("abc 1:2\n"), "s.svm:1:1: the label \"abc\" is not a number");
  EXPECT_EQ(err("1 1:2\n  +-1 1:2\n"), "s.svm:2:3: the label \"+-1\" is not a number");
  EXPECT_EQ(err("nan 1:2\n"), "s.svm:1:1: the label \"nan\" is not a finite number");
  EXPECT_EQ(err("1 5\n"), "s.svm:1:3: expected <index>:<value>, found \"5\"");
  EXPECT_EQ(err("1 -1:2\n"), "s.svm:1:3: the index \"-1\" is not a positive integer");
  EXPECT_EQ(err("1 +1:2\n"), "s.svm:1:3: the index \"+1\" is not a positive integer");
  EXPECT_EQ(err("1 :2\n"), "s.svm:1:3: the index \"\" is not a positive integer");
  EXPECT_EQ(err("1 qid:2 1:1\n"), "s.svm:1:3: the index \"qid\" is not a positive integer");
  EXPECT_EQ(err("1 0:1\n"), "s.svm:1:3: the index 0 (indices start at 1)");
  EXPECT_EQ(err("1 99999999999999999999999:1\n"), "s.svm:1:3: the index \"99999999999999999999999\" is too large");
  EXPECT_EQ(err("1 3:1 2:1\n"), "s.svm:1:7: the index 2 after the index 3 (indices must increase along a line)");
  EXPECT_EQ(err("1 2:1 2:1\n"), "s.svm:1:7: the index 2 after the index 2 (indices must increase along a line)");
  EXPECT_EQ(err("1 1:1 4:1\n", 3), "s.svm:1:7: the index 4 is above the number of features, 3");
  EXPECT_EQ(err("1 12:abc\n"), "s.svm:1:6: the value \"abc\" is not a number");
  EXPECT_EQ(err("1 2:\n"), "s.svm:1:5: the value \"\" is not a number");
  EXPECT_EQ(err("1 2:1:1\n"), "s.svm:1:5: the value \"1:1\" is not a number");
  EXPECT_EQ(err("1 2:nan\n"), "s.svm:1:5: the value \"nan\" is not a finite number");
  EXPECT_EQ(err("1 2:-1e999\n"), "s.svm:1:5: the value \"-1e999\" is beyond the range of double");
  EXPECT_EQ(err(""), "s.svm:1:1: no record (the file is empty or only comments)");
  EXPECT_EQ(err("# c\n\n"), "s.svm:3:1: no record (the file is empty or only comments)");
  // An index no dense matrix of this file's size justifies (8 GB from 15 bytes): refused before allocating.
  EXPECT_EQ(err("1 1000000000:1\n"),
            "s.svm:1:3: the index 1000000000 makes the dense matrix 1 × 1000000000, more than 64 entries per byte of "
            "the file (too sparse to read densely)");
  const auto ok = parse_libsvm("1 1048576:1\n", "s.svm");  // 2^20 entries: at the limit, accepted
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok->X.cols(), 1048576);
}

TEST(DataLibsvm, ReadsFiles) {
  DataFiles files;
  const auto r = read_libsvm(files.write("t.svm", "1 2:3\n"));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->X, (Eigen::MatrixXd(1, 2) << 0, 3).finished());
  EXPECT_EQ(error_of(read_libsvm(files.path("absent"))),
            files.path("absent") + ": cannot open (No such file or directory)");
  EXPECT_EQ(error_of(read_libsvm(files.write("b.svm", "1 2:3\n1 x\n"))),
            files.path("b.svm") + ":2:3: expected <index>:<value>, found \"x\"");
}

TEST(DataLibsvm, BinaryLabels) {
  const auto y = binary_labels({1, -1, 1}, 1);
  ASSERT_TRUE(y.ok());
  EXPECT_EQ(*y, Eigen::Vector3d(1, -1, 1));
  const auto z = binary_labels({0, 1, 0}, 0);
  ASSERT_TRUE(z.ok());
  EXPECT_EQ(*z, Eigen::Vector3d(1, -1, 1));
  const auto one = binary_labels({2, 2}, 2);  // a single class, the positive one
  ASSERT_TRUE(one.ok());
  EXPECT_EQ(*one, Eigen::Vector2d(1, 1));
  EXPECT_EQ(error_of(binary_labels({1, 2, 1, 3}, 1)),
            "binary_labels: the labels take more than two values (1, 2, 3, …)");
  EXPECT_EQ(error_of(binary_labels({1, -1}, 5)), "binary_labels: the positive label 5 never occurs");
  EXPECT_EQ(error_of(binary_labels({}, 1)), "binary_labels: the positive label 1 never occurs");
  EXPECT_EQ(error_of(binary_labels({1, -1}, std::nan(""))),
            "binary_labels: positive must be in the finite numbers, but is nan.");
  EXPECT_EQ(error_of(binary_labels({1, std::numeric_limits<double>::infinity()}, 1)), "binary_labels: label 2 is inf");
}

// ---- IDX -------------------------------------------------------------------------------------------

namespace {

// The test's own IDX writer: big-endian sizes, then the elements as the raw big-endian words `words`
// (each element_size bytes).
std::string idx_file(unsigned type, const std::vector<std::uint32_t>& dims, const std::vector<std::uint64_t>& words,
                     std::size_t element_size) {
  std::string o = {'\0', '\0', static_cast<char>(type), static_cast<char>(dims.size())};
  for (std::uint32_t d : dims)
    for (int s = 24; s >= 0; s -= 8) o += static_cast<char>((d >> s) & 0xFF);
  for (std::uint64_t w : words)
    for (int s = static_cast<int>(element_size) * 8 - 8; s >= 0; s -= 8) o += static_cast<char>((w >> s) & 0xFF);
  return o;
}

struct IdxCase {
  const char* name;
  unsigned type;
  std::size_t size;
  std::vector<std::uint64_t> words;  // the elements' bits
  std::vector<double> values;        // what they mean
};

std::uint64_t bits_of(float f) {
  std::uint32_t u = 0;
  std::memcpy(&u, &f, 4);
  return u;
}
std::uint64_t bits_of(double d) {
  std::uint64_t u = 0;
  std::memcpy(&u, &d, 8);
  return u;
}

// Six elements of every type, with edge values; some bit patterns written out by hand (two's
// complement, IEEE 754) so that a byte-order mistake in both the writer and the reader is caught.
std::vector<IdxCase> idx_cases() {
  return {
      {"u8", 0x08, 1, {0x00, 0x01, 0x7F, 0x80, 0xFF, 0x2A}, {0, 1, 127, 128, 255, 42}},
      {"i8", 0x09, 1, {0x80, 0xFF, 0x00, 0x01, 0x7F, 0x05}, {-128, -1, 0, 1, 127, 5}},
      {"i16", 0x0B, 2, {0x8000, 0xFFFE, 0x0000, 0x0001, 0x7FFF, 0x0100}, {-32768, -2, 0, 1, 32767, 256}},
      {"i32",
       0x0C,
       4,
       {0x80000000, 0xFFFFFFFE, 0, 1, 0x7FFFFFFF, 0x00010000},
       {-2147483648.0, -2, 0, 1, 2147483647.0, 65536}},
      {"f32",
       0x0D,
       4,
       {0xBFC00000, 0, bits_of(3.25f), bits_of(1e-3f), 0x80000000, bits_of(65504.0f)},
       {-1.5, 0, 3.25, static_cast<double>(1e-3f), -0.0, 65504}},
      {"f64",
       0x0E,
       8,
       {0x3FB999999999999A, 0, bits_of(-1.5), bits_of(1e300), bits_of(-2.5e-300), 0xC000000000000000},
       {0.1, 0, -1.5, 1e300, -2.5e-300, -2}},
  };
}

}  // namespace

TEST(DataIdx, EveryTypeAtRankOneAndThreeInMemoryPlainAndGzip) {
  DataFiles files;
  for (const IdxCase& c : idx_cases()) {
    for (const auto& dims : {std::vector<std::uint32_t>{6}, std::vector<std::uint32_t>{1, 2, 3}}) {
      const std::string bytes = idx_file(c.type, dims, c.words, c.size);
      const std::string what = std::string(c.name) + " rank " + std::to_string(dims.size());
      const std::vector<std::size_t> want_dims(dims.begin(), dims.end());
      const std::string plain = files.write(what + ".idx", bytes);
      const std::string gz = files.write_gz(what + ".idx.gz", bytes);
      for (const auto& r : {parse_idx(bytes, what), read_idx(plain), read_idx(gz)}) {
        ASSERT_TRUE(r.ok()) << what << ": " << r.error().message;
        EXPECT_EQ(r->dims, want_dims) << what;
        EXPECT_EQ(r->values, c.values) << what;
        for (std::size_t i = 0; i < c.values.size(); ++i)  // -0.0 == 0.0: the sign too
          EXPECT_EQ(std::signbit(r->values[i]), std::signbit(c.values[i])) << what << " element " << i;
      }
    }
  }
  // A zero size: no elements.
  const auto empty = parse_idx(idx_file(0x08, {0, 5}, {}, 1), "z");
  ASSERT_TRUE(empty.ok()) << empty.error().message;
  EXPECT_EQ(empty->dims, (std::vector<std::size_t>{0, 5}));
  EXPECT_TRUE(empty->values.empty());
  // Rank 8, the largest.
  const auto r8 = parse_idx(idx_file(0x08, {1, 1, 1, 1, 1, 1, 1, 2}, {7, 9}, 1), "r8");
  ASSERT_TRUE(r8.ok()) << r8.error().message;
  EXPECT_EQ(r8->values, (std::vector<double>{7, 9}));
}

TEST(DataIdx, MalformedInputNamesTheByte) {
  const auto err = [](const std::string& bytes) { return error_of(parse_idx(bytes, "m.idx")); };
  using namespace std::string_literals;
  EXPECT_EQ(err(""), "m.idx: byte 0: the file ends inside the magic number (0 0 <type> <rank>)");
  EXPECT_EQ(err("\0\0\x08"s), "m.idx: byte 3: the file ends inside the magic number (0 0 <type> <rank>)");
  EXPECT_EQ(err("\x01\0\x08\x01"s),
            "m.idx: byte 0: a bad magic number: byte 0 is 0x01, not 0 (an IDX file starts 0 0 <type> <rank>)");
  EXPECT_EQ(err("\0\xff"s),
            "m.idx: byte 1: a bad magic number: byte 1 is 0xFF, not 0 (an IDX file starts 0 0 <type> <rank>)");
  EXPECT_EQ(err("\0\0\x07\x01"s),
            "m.idx: byte 2: an unknown element type 0x07 (expected 0x08, 0x09, 0x0B, 0x0C, 0x0D or 0x0E)");
  EXPECT_EQ(err("\0\0\x0A\x01"s),
            "m.idx: byte 2: an unknown element type 0x0A (expected 0x08, 0x09, 0x0B, 0x0C, 0x0D or 0x0E)");
  EXPECT_EQ(err("\0\0\x08\0"s), "m.idx: byte 3: the rank 0 is not in 1..8");
  EXPECT_EQ(err("\0\0\x08\x09"s), "m.idx: byte 3: the rank 9 is not in 1..8");
  EXPECT_EQ(err("\0\0\x08\x02\0\0\0\x01\0\0"s), "m.idx: byte 10: the file ends inside the size of dimension 2 of 2");
  // A header that asks for 2^40 elements in a 100-byte file: refused before allocating anything.
  const std::string huge = idx_file(0x08, {1u << 20, 1u << 20}, {}, 1) + std::string(88, '\0');
  ASSERT_EQ(huge.size(), 100u);
  EXPECT_EQ(
      err(huge),
      "m.idx: byte 12: the sizes 1048576 × 1048576 need 1099511627776 bytes of elements, but 88 follow the header");
  // A product that overflows 64 bits.
  const std::vector<std::uint32_t> max8(8, 0xFFFFFFFF);
  EXPECT_EQ(err(idx_file(0x0E, max8, {}, 8)),
            "m.idx: byte 36: the sizes 4294967295 × 4294967295 × 4294967295 × 4294967295 × 4294967295 × 4294967295 × "
            "4294967295 × 4294967295 need more than 2^64 bytes of elements, but 0 follow the header");
  // Truncated elements, trailing bytes.
  EXPECT_EQ(err(idx_file(0x08, {3}, {1, 2}, 1)),
            "m.idx: byte 8: the sizes 3 need 3 bytes of elements, but 2 follow the header");
  EXPECT_EQ(err(idx_file(0x0B, {2, 2}, {1, 2, 3}, 2)),
            "m.idx: byte 12: the sizes 2 × 2 need 8 bytes of elements, but 6 follow the header");
  EXPECT_EQ(err(idx_file(0x08, {2}, {1, 2, 3}, 1)),
            "m.idx: byte 10: 1 byte after the last element (the sizes 2 need 2)");
  EXPECT_EQ(err(idx_file(0x08, {0}, {1, 2}, 1)), "m.idx: byte 8: 2 bytes after the last element (the sizes 0 need 0)");
  // Non-finite floats.
  EXPECT_EQ(err(idx_file(0x0D, {2}, {0, 0x7FC00000}, 4)),
            "m.idx: byte 12: element 1 is NaN (only finite values are accepted)");
  EXPECT_EQ(err(idx_file(0x0E, {1, 1}, {0x7FF0000000000000}, 8)),
            "m.idx: byte 12: element 0 is infinite (only finite values are accepted)");
}

TEST(DataIdx, FilesPlainGzipAndBroken) {
  DataFiles files;
  const std::string good = idx_file(0x08, {2, 3}, {1, 2, 3, 4, 5, 6}, 1);  // 12 + 6 bytes
  // The same errors, with the same offsets, from a plain and a compressed file.
  const std::string trailing = good + "xyz";
  EXPECT_EQ(error_of(read_idx(files.write("t.idx", trailing))),
            files.path("t.idx") + ": byte 18: 3 bytes after the last element (the sizes 2 × 3 need 6)");
  EXPECT_EQ(error_of(read_idx(files.write_gz("t.idx.gz", trailing))),
            files.path("t.idx.gz") + ": byte 18: 3 bytes after the last element (the sizes 2 × 3 need 6)");
  const std::string huge = idx_file(0x08, {1u << 20, 1u << 20}, {}, 1) + std::string(88, '\0');
  EXPECT_EQ(
      error_of(read_idx(files.write_gz("h.idx.gz", huge))),
      files.path("h.idx.gz") +
          ": byte 12: the sizes 1048576 × 1048576 need 1099511627776 bytes of elements, but 88 follow the header");
  EXPECT_EQ(error_of(read_idx(files.write_gz("s.idx.gz", good.substr(0, 10)))),
            files.path("s.idx.gz") + ": byte 10: the file ends inside the size of dimension 2 of 2");
  EXPECT_EQ(error_of(read_idx(files.write("e.idx", ""))),
            files.path("e.idx") + ": byte 0: the file ends inside the magic number (0 0 <type> <rank>)");
  const std::vector<std::uint32_t> max8(8, 0xFFFFFFFF);
  EXPECT_EQ(
      error_of(read_idx(files.write_gz("o.idx.gz", idx_file(0x08, max8, {1, 2, 3}, 1)))),
      files.path("o.idx.gz") + ": byte 36: the sizes " +
          [] {
            std::string s;
            for (int k = 0; k < 8; ++k) s += (k ? " × " : "") + std::string("4294967295");
            return s;
          }() +
          " need more than 2^64 bytes of elements, but 3 follow the header");
  // A gzip stream cut before its trailer: all 18 bytes decompressed, then the end comes too early.
  const std::string gz = files.write_gz("cut.idx.gz", good);
  std::string gz_bytes;
  {
    std::ifstream in(gz, std::ios::binary);
    gz_bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  ASSERT_GT(gz_bytes.size(), 8u);
  EXPECT_EQ(error_of(read_idx(files.write("cut.idx.gz", gz_bytes.substr(0, gz_bytes.size() - 4)))),
            files.path("cut.idx.gz") + ": byte 18: cannot decompress (the gzip stream is truncated)");
  // Corrupt compressed data (the gzip header kept, the deflate stream replaced).
  std::string corrupt = gz_bytes.substr(0, 10) + std::string(20, '\xff');
  const std::string msg = error_of(read_idx(files.write("bad.idx.gz", corrupt)));
  EXPECT_EQ(msg.rfind(files.path("bad.idx.gz") + ": byte 0: cannot decompress (", 0), 0u) << msg;
  // Files that cannot be opened.
  EXPECT_EQ(error_of(read_idx(files.path("absent.gz"))),
            files.path("absent.gz") + ": cannot open (No such file or directory)");
  EXPECT_EQ(error_of(read_idx("/dev/zero")), "/dev/zero: cannot open (not a regular file)");
  // And the good file, gzip and plain.
  for (const std::string& p : {files.write("g.idx", good), files.write_gz("g.idx.gz", good)}) {
    const auto r = read_idx(p);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r->values, (std::vector<double>{1, 2, 3, 4, 5, 6}));
  }
}

// ---- real files from Debian packages -----------------------------------------------------------------

TEST(DataRealFiles, GermanCreditArff) {
  const std::string path = "/usr/share/doc/weka/examples/credit-g.arff";
  REQUIRE_DATA_FILE(path);
  const auto t = read_arff(path);
  ASSERT_TRUE(t.ok()) << t.error().message;
  ASSERT_EQ(t->rows.size(), 1000u);
  ASSERT_EQ(t->columns.size(), 21u);
  std::size_t numerical = 0;
  for (const Column& c : t->columns) numerical += c.kind == Column::Kind::numerical;
  EXPECT_EQ(numerical, 7u);
  EXPECT_EQ(t->columns[20].name, "class");
  EXPECT_EQ(t->columns[20].levels, (std::vector<std::string>{"good", "bad"}));
  EXPECT_EQ(t->columns[0].levels, (std::vector<std::string>{"<0", "0<=X<200", ">=200", "no checking"}));
  const auto good = std::count_if(t->rows.begin(), t->rows.end(), [](const auto& r) { return r[20] == "good"; });
  EXPECT_EQ(good, 700);              // UCI: 700 good, 300 bad
  EXPECT_EQ(t->line.front(), 302u);  // the first record's line (grep -n)

  const auto d = preprocess_binary(*t, {.label_column = "class", .positive = "good"});
  ASSERT_TRUE(d.ok()) << d.error().message;
  EXPECT_EQ(d->dropped_missing, 0u);
  // 7 numerical + 54 one-hot columns: 56 declared levels, of which purpose=vacation and
  // personal_status='female single' never occur (the file's own notes; Python's csv module counts 54).
  ASSERT_EQ(d->X.rows(), 1000);
  ASSERT_EQ(d->X.cols(), 61);
  EXPECT_EQ(std::count(d->features.begin(), d->features.end(), "purpose=vacation"), 0);
  EXPECT_EQ(std::count(d->features.begin(), d->features.end(), "personal_status=female single"), 0);
  EXPECT_EQ(std::count(d->features.begin(), d->features.end(), "purpose=retraining"), 1);
  EXPECT_EQ(d->y.sum(), 400.0);
  EXPECT_GE(d->X.minCoeff(), 0.0);
  EXPECT_LE(d->X.maxCoeff(), 1.0);
  // Every record has one level of each of the 13 nominal attributes.
  for (Eigen::Index i = 0; i < d->X.rows(); ++i) {
    double onehot = 0;
    for (Eigen::Index j = 0; j < d->X.cols(); ++j)
      if (d->features[static_cast<std::size_t>(j)].find('=') != std::string::npos) onehot += d->X(i, j);
    ASSERT_EQ(onehot, 13.0) << "record " << i;
  }
  // The first record: duration 6 in [4, 72], credit_amount 1169 in [250, 18424], age 67 in [19, 75].
  const auto col = [&](const std::string& name) {
    return static_cast<Eigen::Index>(std::find(d->features.begin(), d->features.end(), name) - d->features.begin());
  };
  EXPECT_EQ(d->X(0, col("duration")), (6.0 - 4) / (72 - 4));
  EXPECT_EQ(d->X(0, col("credit_amount")), (1169.0 - 250) / (18424 - 250));
  EXPECT_EQ(d->X(0, col("age")), (67.0 - 19) / (75 - 19));
  EXPECT_EQ(d->X(0, col("checking_status=<0")), 1.0);
  EXPECT_EQ(d->X(0, col("checking_status=no checking")), 0.0);
}

TEST(DataRealFiles, BreastCancerArffMissingValues) {
  const std::string path = "/usr/share/doc/weka/examples/breast-cancer.arff";
  REQUIRE_DATA_FILE(path);
  const auto t = read_arff(path);
  ASSERT_TRUE(t.ok()) << t.error().message;
  ASSERT_EQ(t->rows.size(), 286u);
  EXPECT_EQ(t->columns.size(), 10u);
  // 9 records with a '?' (grep after @data), one missing field each.
  std::size_t records = 0, fields = 0;
  for (const auto& m : t->missing) {
    const auto k = static_cast<std::size_t>(std::count(m.begin(), m.end(), true));
    fields += k;
    records += k > 0;
  }
  EXPECT_EQ(records, 9u);
  EXPECT_EQ(fields, 9u);
  EXPECT_TRUE(t->missing[20][4]);  // line 126: '50-59','lt40','20-24','0-2',?,…
  EXPECT_EQ(t->line[20], 126u);
  const auto d = preprocess_binary(*t, {.label_column = "", .positive = "recurrence-events"});
  ASSERT_TRUE(d.ok()) << d.error().message;
  EXPECT_EQ(d->records_read, 286u);
  EXPECT_EQ(d->dropped_missing, 9u);
  ASSERT_EQ(d->X.rows(), 277);
  EXPECT_EQ(d->X.cols(), 41);                 // the levels still present after the drop (Python's csv module)
  EXPECT_EQ((d->y.array() > 0).count(), 81);  // 81 recurrence-events among the 277 kept
}

TEST(DataRealFiles, HeartScaleLibsvm) {
  const std::string path = "/usr/share/doc/liblinear-tools/examples/heart_scale";
  REQUIRE_DATA_FILE(path);
  const auto r = read_libsvm(path);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->X.rows(), 270);
  EXPECT_EQ(r->X.cols(), 13);
  EXPECT_EQ(r->labels.size(), 270u);
  EXPECT_EQ(r->nonzeros, 3378u);  // awk: the index:value pairs with a nonzero value
  EXPECT_EQ(static_cast<Eigen::Index>(r->nonzeros), (r->X.array() != 0).count());
  EXPECT_GE(r->X.minCoeff(), -1.0);
  EXPECT_LE(r->X.maxCoeff(), 1.0);
  EXPECT_EQ(r->X(0, 0), 0.708333);  // the first record: +1 1:0.708333 2:1 3:1 4:-0.320755 …
  EXPECT_EQ(r->X(0, 3), -0.320755);
  EXPECT_EQ(r->X(0, 10), 0.0);  // 11 is absent
  const auto y = binary_labels(r->labels, 1);
  ASSERT_TRUE(y.ok()) << y.error().message;
  EXPECT_EQ((y->array() > 0).count(), 120);  // UCI Statlog heart: 120 present, 150 absent
  EXPECT_EQ((y->array() < 0).count(), 150);
  EXPECT_EQ(r->labels[0], 1.0);
  EXPECT_EQ(r->labels[1], -1.0);
}

TEST(DataRealFiles, FashionMnistTestSet) {
  const std::string labels_path = "/usr/share/datasets/fashion-mnist/t10k-labels-idx1-ubyte.gz";
  const std::string images_path = "/usr/share/datasets/fashion-mnist/t10k-images-idx3-ubyte.gz";
  REQUIRE_DATA_FILE(labels_path);
  REQUIRE_DATA_FILE(images_path);
  const auto labels = read_idx(labels_path);
  ASSERT_TRUE(labels.ok()) << labels.error().message;
  EXPECT_EQ(labels->dims, (std::vector<std::size_t>{10000}));
  std::vector<int> per_class(10, 0);
  for (double v : labels->values) {
    ASSERT_TRUE(v >= 0 && v <= 9 && v == std::floor(v)) << v;
    ++per_class[static_cast<std::size_t>(v)];
  }
  EXPECT_EQ(per_class, std::vector<int>(10, 1000));
  EXPECT_EQ(std::vector<double>(labels->values.begin(), labels->values.begin() + 5),
            (std::vector<double>{9, 2, 1, 1, 6}));  // Python's gzip: 09 02 01 01 06 …

  const auto images = read_idx(images_path);
  ASSERT_TRUE(images.ok()) << images.error().message;
  EXPECT_EQ(images->dims, (std::vector<std::size_t>{10000, 28, 28}));
  ASSERT_EQ(images->values.size(), 7840000u);
  const auto [lo, hi] = std::minmax_element(images->values.begin(), images->values.end());
  EXPECT_EQ(*lo, 0.0);
  EXPECT_EQ(*hi, 255.0);
  // Python's gzip module: the pixel sum of the first image and of all of them.
  EXPECT_EQ(std::accumulate(images->values.begin(), images->values.begin() + 784, 0.0), 33456.0);
  EXPECT_EQ(std::accumulate(images->values.begin(), images->values.end(), 0.0), 573469082.0);
  // pooled 4 x 4, classes {0, 2, 4, 6} with {0, 2} positive: 4000 images, 2000 positive (1000 per class); the
  // pooled features sum to the pixel sum / (255 * 16) (28 = 7 * 4: no pixel dropped) -- the first kept image is
  // image 1 (label 2): its pixel sum from Python's gzip is checked through the pooling
  Eigen::MatrixXd X;
  Eigen::VectorXd y;
  ASSERT_TRUE(pooled_binary(*images, *labels, {4, {0, 2, 4, 6}, {0, 2}}, X, y).ok());
  EXPECT_EQ(X.rows(), 4000);
  EXPECT_EQ(X.cols(), 49);
  EXPECT_EQ((y.array() > 0).count(), 2000);
  EXPECT_EQ(y(0), 1.0);  // image 1, a pullover
  const double first = std::accumulate(images->values.begin() + 784, images->values.begin() + 2 * 784, 0.0);
  EXPECT_NEAR(X.row(0).sum() * 255 * 16, first, 1e-6);
}

TEST(DataImages, PooledBinaryByHandAndItsErrors) {
  // two 4 x 5 images: pool 2 keeps the 2 x 2 blocks of the first 4 columns (the fifth column is dropped)
  IdxArray img{{2, 4, 5}, {}}, lab{{2}, {3, 7}};
  for (int k = 0; k < 2; ++k)
    for (int r = 0; r < 4; ++r)
      for (int c = 0; c < 5; ++c) img.values.push_back(k * 100 + r * 10 + c);
  Eigen::MatrixXd X;
  Eigen::VectorXd y;
  ASSERT_TRUE(pooled_binary(img, lab, {2, {}, {7}}, X, y).ok());
  ASSERT_EQ(X.rows(), 2);
  ASSERT_EQ(X.cols(), 4);
  // block (0, 0) of image 0: (0 + 1 + 10 + 11)/4 = 5.5; block (1, 1): (22 + 23 + 32 + 33)/4 = 27.5
  EXPECT_DOUBLE_EQ(X(0, 0), 5.5 / 255);
  EXPECT_DOUBLE_EQ(X(0, 3), 27.5 / 255);
  EXPECT_DOUBLE_EQ(X(1, 0), 105.5 / 255);
  EXPECT_EQ(y(0), -1.0);
  EXPECT_EQ(y(1), 1.0);
  ASSERT_TRUE(pooled_binary(img, lab, {1, {7}, {7}}, X, y).ok());  // one class kept, no pooling
  EXPECT_EQ(X.rows(), 1);
  EXPECT_EQ(X.cols(), 20);
  EXPECT_FALSE(pooled_binary(img, lab, {5, {}, {7}}, X, y).ok());  // block larger than the image side 4
  EXPECT_FALSE(pooled_binary(img, lab, {0, {}, {7}}, X, y).ok());
  IdxArray flat{{40}, img.values};
  EXPECT_FALSE(pooled_binary(flat, lab, {1, {}, {7}}, X, y).ok());  // rank 1
  IdxArray short_labels{{1}, {3}};
  EXPECT_FALSE(pooled_binary(img, short_labels, {1, {}, {7}}, X, y).ok());
}
