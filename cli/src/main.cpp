// The privbound executable: everything is in the privbound_cli library (entry.cpp).
#include "commands.hpp"

int main(int argc, char** argv) { return privbound::cli::main_entry(argc, argv); }
