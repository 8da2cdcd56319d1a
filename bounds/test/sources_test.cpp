// The table of sources: ids, citations stored once, errata whose evidence holds now, and
// docs/errata/<source>.md generated from the errata data.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "privbound/bounds/source.hpp"

using namespace privbound::bounds;

TEST(Sources, EveryIdBelongsToASource) {
  std::set<std::string> ids;
  for (const auto& s : sources()) {
    EXPECT_TRUE(ids.insert(s.id).second) << s.id;
    EXPECT_FALSE(s.citation.empty()) << s.id;
  }
  for (const auto& q : default_registry().all()) {
    EXPECT_TRUE(ids.count(source_of(q.id))) << q.id;
    // The citation is built from the source's (stored once): it starts with it.
    if (find_source(source_of(q.id))->id != "accounting") {
      EXPECT_EQ(q.citation.rfind(find_source(source_of(q.id))->citation, 0), 0u) << q.id;
    }
  }
  for (const auto& r : default_reproductions()) EXPECT_TRUE(ids.count(source_of(r.id))) << r.id;
  for (const auto& e : all_errata()) EXPECT_TRUE(ids.count(source_of(e.id))) << e.id;
}

TEST(Sources, AddingAfterTheRegistryIsBuiltIsAnError) {
  (void)default_registry();
  Source s;
  s.id = "late_paper";
  EXPECT_FALSE(add_source(s).ok());
}

// Every piece of evidence this module can evaluate confirms its erratum now (values are shown);
// claims and controls run in proofs_check's test. A negative control: the same comparison with
// the order reversed must not confirm.
TEST(Sources, ErrataEvidenceConfirms) {
  std::size_t confirmed = 0;
  for (const auto& e : all_errata()) {
    for (const auto& ev : e.evidence) {
      if (ev.kind == Evidence::Kind::claim || ev.kind == Evidence::Kind::control) continue;
      const EvidenceResult r = evaluate_evidence(ev, 128);
      if (ev.kind == Evidence::Kind::value) {
        EXPECT_EQ(r.status, EvidenceStatus::shown) << e.id << ": " << r.text;
        continue;
      }
      EXPECT_EQ(r.status, EvidenceStatus::confirms) << e.id << ": " << r.text;
      confirmed += r.status == EvidenceStatus::confirms;
      if (ev.kind == Evidence::Kind::compare) {
        Evidence flipped = ev;
        flipped.order = ev.order == Evidence::Order::less ? Evidence::Order::greater : Evidence::Order::less;
        EXPECT_NE(evaluate_evidence(flipped, 128).status, EvidenceStatus::confirms) << e.id;
      }
    }
  }
  EXPECT_GE(confirmed, 8u);
}

TEST(Sources, ErrataDocsAreGenerated) {
  const char* root = std::getenv("PRIVBOUND_SOURCE_DIR");
  ASSERT_NE(root, nullptr);
  const bool write = std::getenv("PRIVBOUND_WRITE_DOCS") != nullptr;
  for (const auto& s : sources()) {
    if (!s.errata || s.errata().empty()) continue;
    const auto path = std::filesystem::path(root) / "docs" / "errata" / (s.id + ".md");
    const std::string want = errata_markdown(s);
    if (write) {
      std::ofstream(path) << want;
      continue;
    }
    std::ifstream in(path);
    std::stringstream got;
    got << in.rdbuf();
    EXPECT_EQ(got.str(), want) << path << " is not the generated text: run scripts/gen_errata_docs.sh";
  }
}
