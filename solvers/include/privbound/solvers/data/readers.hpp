// Readers for the data formats the papers' experiments use (issue 30; STYLE.md, "Experiments and
// reproductions"): CSV and Weka's ARFF (tables of text fields with numerical and categorical columns),
// LIBSVM/SVMlight text (labels and sparse features), and the IDX format of MNIST (gzip-compressed or
// not). Each reader rejects malformed input with one line naming the file, the line and the column
// (IDX: the byte offset), `<file>:<line>:<column>: <what is wrong>`, as an invalid_input error.
// No reader allocates more than the file's own size justifies (an IDX header cannot ask for more
// elements than the file holds), so a corrupt file fails fast instead of exhausting memory.
//
// preprocess_binary is Ding et al.'s preprocessing (seed 002, L447-L451) in its printed order: drop every
// record with a missing value, one-hot encode every categorical attribute, scale every numerical
// attribute to [0, 1], map the labels to {+1, -1}.
//
// Conventions of all the readers (implementation: solvers/src/data/): lines end at "\n" or "\r\n";
// lines and columns are 1-based and a column counts bytes (a tab is one); CSV and ARFF skip a UTF-8
// byte order mark (columns of line 1 count after it). Numbers are decimal as std::from_chars reads
// them, plus a leading '+' ("+1", ".5" and "5." too; no hex, no blanks), finite: "nan", "inf" and
// values beyond the double range are not numbers; a value below the smallest subnormal reads as ±0.
// The read_* functions read regular files only (`<path>: cannot open (not a regular file)` for a
// FIFO or a device, which could be read forever; `<path>: cannot open (<strerror>)` otherwise).
// Errors about a whole table or a whole matrix, which have no position, are `<source>: <what>`.
#pragma once

#include <Eigen/Dense>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "privbound/numeric/result.hpp"

namespace privbound::solvers::data {

// One column of a table. kind: numerical when every non-missing field parses as a finite decimal
// number (CSV: inferred; ARFF: declared `numeric`, `real` or `integer`), categorical otherwise.
// levels (categorical only): ARFF's declared values in declared order; CSV's distinct values in
// order of first appearance (missing fields excluded).
struct Column {
  enum class Kind { numerical, categorical };
  std::string name;
  Kind kind = Kind::categorical;
  std::vector<std::string> levels;
};

// A table of text fields: rows[r][c] is column c of record r, unquoted and (by default) trimmed;
// a missing field is stored as the empty string and flagged in missing[r][c]. line[r] is the
// 1-based line of the file on which record r starts.
struct Table {
  std::string source;  // the file name (or the name the caller gave a string)
  std::vector<Column> columns;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::vector<bool>> missing;
  std::vector<std::size_t> line;
};

struct CsvOptions {
  char separator = ',';
  bool header = false;        // the first line names the columns (else "c1", "c2", …)
  std::string missing = "?";  // the field (after trimming) that marks a missing value; "" is always missing
  bool trim = true;           // strip spaces and tabs around unquoted fields (UCI Adult has ", " separators)
  bool skip_blank_lines = true;
};

// RFC 4180 fields: a field may be double-quoted, with "" for a quote inside it and separators or
// line breaks inside the quotes. Errors: a record with a different number of fields from the first
// (line, column of the first field too many or of the line's end), an unterminated quote, a
// character after a closing quote other than the separator, an empty file.
// Details: with `trim`, "blanks" are spaces and tabs other than the separator; they are skipped
// before an opening quote and after a closing one, and stripped around an unquoted field; a quoted
// field keeps its text exactly. A '"' inside an unquoted field is data. A field is missing when its
// text (unquoted, trimmed) is empty or equals `missing`, quoted or not. The column of a field too
// many is that of its first byte (just after the separator); an unterminated quote is reported where
// it opens; an empty file (no record, blank lines skipped) at the end of the text. Also errors: a
// column name twice in a header (at the second), and a separator '"', '\n' or '\r' (the domain error
// `parse_csv: separator must be in …`). A header and no record give a table with no rows. A column
// whose fields are all missing is numerical (every non-missing field is a number).
numeric::Result<Table> parse_csv(std::string_view text, const std::string& source, const CsvOptions& o = {});
numeric::Result<Table> read_csv(const std::string& path, const CsvOptions& o = {});

// Weka's ARFF: `%` comments, `@relation`, `@attribute <name> numeric|real|integer|string|{v1, v2, …}`
// (names and values may be quoted with ' or "), `@data`, then comma-separated records (quoted with '
// or "), `?` for missing. Keywords are case-insensitive. Sparse ARFF ({i v, …} records) and dates are
// rejected with a clear error. Errors also: a nominal value not among the declared ones, a numeric field
// that is not a number, a record with the wrong field count, no @data, duplicate attribute names.
// Details: '%' outside quotes starts a comment on any line; a quoted string
// stays on its line and takes backslash escapes (\n \t \r, and \<c> for any other c); `@relation`
// comes first; an unquoted ? is missing, a quoted '?' is the text ?. A `string` attribute is
// categorical with the levels of its values in order of first appearance; `integer` values are not
// checked for integrality. Also errors (each at its line and column): an empty field (a missing value
// is written ?), instance weights ({w} after the fields), relational attributes, an unknown type, a
// nominal value declared twice or an empty {}, text after a declaration, @data before any @attribute.
numeric::Result<Table> parse_arff(std::string_view text, const std::string& source);
numeric::Result<Table> read_arff(const std::string& path);

// A numerical data set for binary classification: X (records × features), labels y in {+1, −1}.
struct Dataset {
  std::string source;
  Eigen::MatrixXd X;
  Eigen::VectorXd y;
  std::vector<std::string> features;  // one name per column of X ("age", "workclass=Private", …)
  std::size_t records_read = 0;       // before dropping
  std::size_t dropped_missing = 0;    // records dropped for a missing value
};

struct BinaryPreprocess {
  std::string label_column;  // its name; empty: the last column
  std::string positive;      // the label value mapped to +1 (trimmed; a trailing '.' is ignored, as in adult.test);
                             // every other value maps to −1
};
// Ding et al.'s preprocessing, in the printed order (drop, one-hot, scale, labels). One-hot columns
// follow the levels of the column as read (after the drop, levels that no longer occur are dropped
// too); a numerical column constant after the drop becomes all zeros. Errors: no such label column,
// a label column that is numerical, no record left, the positive label never occurs.
// Details: X's columns follow the table's columns (the label's skipped), a categorical column giving
// one column per remaining level, named "<column>=<level>". The "a trailing '.' is ignored" rule
// applies to both sides: each label value and `positive` are trimmed of spaces and tabs, then lose
// one trailing '.'. A range whose width overflows (±1e308) is scaled without overflow. Errors are
// `<source>: <what>` (a record is named by its line); also errors: a table built inconsistently
// (rows, missing flags or lines of different shapes; a categorical value outside its levels; a
// numerical value that is not a number), and an encoded matrix of more than max(2^20, 64 × the
// table's fields) entries (a column with a level per record), refused before allocating it.
numeric::Result<Dataset> preprocess_binary(const Table& t, const BinaryPreprocess& p);

// LIBSVM/SVMlight text: one record per line, `<label> <index>:<value> …` with 1-based strictly
// increasing indices, `#` comments to the end of the line. features: the largest index seen, or
// `features` when it is larger (0: from the data); an index above a nonzero `features` is an error.
// The labels are returned as read (raw); binary_labels maps them.
// Details: tokens are separated by spaces and tabs; a line without tokens is skipped; an index is
// digits only. nonzeros counts the nonzero entries of X (an explicit `i:0` is not one). Errors (at the
// token): a label or value that is not a finite number, a token without ':', an index that is not a
// positive integer, not increasing along its line, or above a nonzero `features`; no record at all
// (at the end of the text); and an index whose dense matrix (records × index) would exceed
// max(2^20, 64 × the text's bytes) entries, refused before allocating (a dense reader cannot hold a
// very sparse file). A `features` larger than the data is the caller's: only checked to be
// representable (`<source>: …` otherwise).
struct LibsvmData {
  std::string source;
  Eigen::MatrixXd X;  // dense (records × features)
  std::vector<double> labels;
  std::size_t nonzeros = 0;
};
numeric::Result<LibsvmData> parse_libsvm(std::string_view text, const std::string& source, std::size_t features = 0);
numeric::Result<LibsvmData> read_libsvm(const std::string& path, std::size_t features = 0);
// The raw labels as ±1: `positive` maps to +1 and every other value to −1. Error: `positive` never
// occurs, or more than two distinct values occur. Errors are `binary_labels: …` (STYLE.md's function
// format; a non-finite `positive` is a domain error, a non-finite label an error too).
numeric::Result<Eigen::VectorXd> binary_labels(const std::vector<double>& labels, double positive);

// The IDX format (LeCun's MNIST files): magic 0 0 <type> <rank>, rank big-endian 32-bit sizes, then the
// elements big-endian, row-major. Types: 0x08 unsigned byte, 0x09 signed byte, 0x0B int16, 0x0C int32,
// 0x0D float32, 0x0E float64. read_idx reads gzip-compressed files (.gz, as Debian ships Fashion-MNIST)
// and plain ones alike (zlib). Errors (with the byte offset): a bad magic or type, rank 0 or above 8, a
// size product above the data present, trailing bytes, a truncated file.
// Details: the offset is that of the offending byte (magic, type, rank), of the file's end (a header
// cut short), of the first element (sizes whose product, in bytes, exceeds the bytes after the header
// or 2^64: checked before anything is allocated), of the first byte after the last element (trailing
// bytes), or of the element (a float32/float64 element that is NaN or infinite: an error). Offsets
// count the uncompressed bytes; read_idx reads no more than the header asks for (it counts trailing
// bytes without keeping them) and reports a broken gzip stream as `<path>: byte <n>: cannot
// decompress (<zlib's reason>)`, n being the bytes decompressed before it.
struct IdxArray {
  std::vector<std::size_t> dims;
  std::vector<double> values;  // row-major
};
numeric::Result<IdxArray> parse_idx(std::string_view bytes, const std::string& source);
numeric::Result<IdxArray> read_idx(const std::string& path);

// Images (an IDX array count x rows x cols of grey levels 0..255) with their labels (count) as a binary task: the
// images whose label is in `classes` (empty: all), each average-pooled over pool x pool blocks (the last rows and
// columns that do not fill a block are dropped), scaled to [0, 1]; label +1 for a class in `positive`, else -1.
// Errors: images not of rank 3, labels not of rank 1 or of another count, pool < 1 or above the image side.
struct ImageTask {
  int pool = 1;
  std::vector<int> classes = {}, positive = {};
};
numeric::Result<bool> pooled_binary(const IdxArray& images, const IdxArray& labels, const ImageTask& task,
                                    Eigen::MatrixXd& X, Eigen::VectorXd& y);

}  // namespace privbound::solvers::data

namespace privbound::solvers::data {

// A power network in MATPOWER's case format (version 2; Zimmerman, Murillo-Sánchez & Thomas, "MATPOWER",
// IEEE Trans. Power Syst. 26(1), 2011, Appendix B): the MATLAB text that sets mpc.baseMVA and the matrices
// mpc.bus, mpc.gen and mpc.branch, in the file's units (MW, MVAr, p.u. impedances on baseMVA, degrees).
// What the reader reads: "%" starts a comment to the end of the line; `mpc.baseMVA = <number>;`; and
// `mpc.<name> = [ … ];` for bus (at least 13 columns), gen (at least 10) and branch (at least 13), rows
// ended by ";" or a line end, fields separated by blanks, tabs or commas. Every other statement
// (mpc.version, mpc.gencost, the cell array mpc.bus_name, `function mpc = …`) is skipped. Errors, with
// `<file>:<line>:<column>`: a field that is not a finite number, a row shorter than its matrix needs or
// longer than the first row, a matrix not closed; and, about the whole case: baseMVA missing or not
// positive, bus, gen or branch missing or empty, a bus id that is not a positive integer or repeats, a
// bus type outside 1..4, Vmin not in (0, Vmax], a gen or branch naming a bus that does not exist,
// Pmin > Pmax or Qmin > Qmax, a branch with r = x = 0, a negative tap ratio or rateA, angmin > angmax,
// a status other than 0 or 1.
struct PowerBus {
  int id = 0, type = 0, area = 0;
  double pd = 0, qd = 0, gs = 0, bs = 0;  // demand (MW, MVAr) and shunt (MW, MVAr at 1 p.u.)
  double vm = 1, va = 0;                  // the solved voltage the file carries (p.u., degrees)
  double vmax = 0, vmin = 0;              // p.u.
};
struct PowerGen {
  int bus = 0;
  double pg = 0, qg = 0, qmax = 0, qmin = 0, pmax = 0, pmin = 0;  // MW, MVAr
  bool on = true;
};
struct PowerBranch {
  int from = 0, to = 0;
  double r = 0, x = 0, b = 0;  // p.u.
  double rate_a = 0;           // MVA; 0: no limit
  double ratio = 0;            // tap ratio; 0: a line (tau = 1)
  double angle = 0;            // phase shift, degrees
  bool on = true;
  double angmin = -360, angmax = 360;  // degrees
};
struct PowerCase {
  std::string source;
  double base_mva = 0;
  std::vector<PowerBus> bus;
  std::vector<PowerGen> gen;
  std::vector<PowerBranch> branch;
  // The index in `bus` of the bus with this id (-1: none).
  int bus_index(int id) const;
};
numeric::Result<PowerCase> parse_matpower_case(std::string_view text, const std::string& source);
numeric::Result<PowerCase> read_matpower_case(const std::string& path);

// The IEEE test cases stored in this repository (data/grids/, MATPOWER's case files as distributed with
// MATPOWER 8, commit 95d5a6f, with its licence notice; compiled into the library): "case14", "case118".
// The case's text and its source line; an error for another name.
struct StoredCase {
  std::string_view text;
  std::string source;
};
numeric::Result<StoredCase> stored_case(const std::string& name);
std::vector<std::string> stored_case_names();

}  // namespace privbound::solvers::data
