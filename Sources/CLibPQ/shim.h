#ifndef FLASHCARDS_CLIBPQ_SHIM_H
#define FLASHCARDS_CLIBPQ_SHIM_H

// PostgreSQL's own client library. Swift calls it directly; nothing here needs a wrapper.
#include <libpq-fe.h>

#endif
