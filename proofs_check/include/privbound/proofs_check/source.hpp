// The claims side of a source (STYLE.md, "A paper is a plug-in"): one entry per paper in
// proofs_check/src/sources.cpp, with the same id as its bounds::Source. all_claims(), `privbound
// check`, `list` and the report iterate the table and know no paper by name.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "privbound/bounds/source.hpp"
#include "privbound/proofs_check/claim.hpp"
#include "privbound/proofs_check/experiment.hpp"

namespace privbound::proofs_check {

struct ClaimSource {
  std::string id;  // = bounds::Source::id
  std::function<std::vector<Claim>()> claims;
  std::function<std::vector<bounds::ReportView>()> views;                 // views that need claims (tightness, ...)
  std::function<std::vector<ExperimentReproduction>()> experiments = {};  // the paper's experiments
};

const std::vector<ClaimSource>& claim_sources();
// Adds a source's claims (a fixture paper in a test). Must run before the first all_claims().
numeric::Result<bool> add_claim_source(ClaimSource s);

// Errata evidence of every kind: claims and controls run here (`iterations` random instances
// after the edge points, fixed seed, 128 bits); the rest is bounds::evaluate_evidence.
bounds::EvidenceResult evaluate_evidence(const bounds::Evidence& e, unsigned bits, std::size_t iterations);

}  // namespace privbound::proofs_check
