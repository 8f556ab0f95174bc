#ifndef FLASHCARDS_CLIBPQ_H
#define FLASHCARDS_CLIBPQ_H

// PostgreSQL's client library, libpq, loaded when a server is first used rather than linked:
// linked, libpq and the 24 libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP…) were loaded and
// relocated at every start of every command, `flashcards --version` going from 13.5 M to 26.5 M
// instructions. The declarations are libpq's own (Debian's libpq-dev); libpq.c defines the
// functions FlashCardsSync calls as forwarders to those of libpq.so.5, found with dlopen.
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif

// Loads libpq.so.5 once (any thread); NULL when it is loaded, else why not (e.g. it is not
// installed). No libpq function may be called before this returned NULL.
const char *flashcards_libpq_load(void);

#endif
