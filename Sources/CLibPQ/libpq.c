// The libpq functions FlashCardsSync calls, each forwarding to libpq.so.5's, which
// flashcards_libpq_load finds with dlopen and dlsym. Hidden: the program does not export them,
// so libpq's calls to its own functions never land here.
// The C library's headers first, so that only libpq's declarations are hidden (libpq-fe.h
// includes stdio.h).
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#pragma GCC visibility push(hidden)
#include "CLibPQ.h"
#pragma GCC visibility pop

#define FLASHCARDS_LIBPQ_FUNCTIONS(X)                                                            \
  X(PQcancel) X(PQclear) X(PQcmdTuples) X(PQconnectPoll) X(PQconnectStartParams)                \
  X(PQconnectionNeedsPassword) X(PQconninfo) X(PQconninfoFree) X(PQconninfoParse) X(PQdb)      \
  X(PQencryptPasswordConn) X(PQerrorMessage) X(PQexec) X(PQexecParams) X(PQfinish) X(PQfname)   \
  X(PQfreeCancel) X(PQfreemem) X(PQgetCancel) X(PQgetCopyData) X(PQgetResult) X(PQgetisnull)   \
  X(PQgetvalue) X(PQhost) X(PQhostaddr) X(PQnfields) X(PQntuples) X(PQport) X(PQputCopyData)     \
  X(PQputCopyEnd) X(PQresStatus) X(PQresultErrorField) X(PQresultErrorMessage) X(PQresultStatus) \
  X(PQserverVersion) X(PQsetErrorVerbosity) X(PQsetNoticeProcessor) X(PQsocket) X(PQstatus)      \
  X(PQuser)

// Each function's address in libpq.so.5, typed by libpq's own declaration.
#define DECLARE(name) static __typeof__(name) *libpq_##name;
FLASHCARDS_LIBPQ_FUNCTIONS(DECLARE)

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static char failure[512];

static void load(void) {
  void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    snprintf(failure, sizeof failure, "%s", dlerror());
    return;
  }
#define RESOLVE(name)                                                                            \
  libpq_##name = (__typeof__(name) *)dlsym(library, #name);                                      \
  if (libpq_##name == NULL) {                                                                    \
    snprintf(failure, sizeof failure, "libpq.so.5 has no %s", #name);                            \
    return;                                                                                      \
  }
  FLASHCARDS_LIBPQ_FUNCTIONS(RESOLVE)
}

const char *flashcards_libpq_load(void) {
  pthread_once(&loading, load);
  return failure[0] == '\0' ? NULL : failure;
}

int PQcancel(PGcancel *cancel, char *errbuf, int errbufsize) { return libpq_PQcancel(cancel, errbuf, errbufsize); }
void PQclear(PGresult *res) { libpq_PQclear(res); }
char *PQcmdTuples(PGresult *res) { return libpq_PQcmdTuples(res); }
PostgresPollingStatusType PQconnectPoll(PGconn *conn) { return libpq_PQconnectPoll(conn); }
PGconn *PQconnectStartParams(const char *const *keywords, const char *const *values, int expand_dbname) {
  return libpq_PQconnectStartParams(keywords, values, expand_dbname);
}
int PQconnectionNeedsPassword(const PGconn *conn) { return libpq_PQconnectionNeedsPassword(conn); }
PQconninfoOption *PQconninfo(PGconn *conn) { return libpq_PQconninfo(conn); }
void PQconninfoFree(PQconninfoOption *connOptions) { libpq_PQconninfoFree(connOptions); }
PQconninfoOption *PQconninfoParse(const char *conninfo, char **errmsg) { return libpq_PQconninfoParse(conninfo, errmsg); }
char *PQdb(const PGconn *conn) { return libpq_PQdb(conn); }
char *PQencryptPasswordConn(PGconn *conn, const char *passwd, const char *user, const char *algorithm) {
  return libpq_PQencryptPasswordConn(conn, passwd, user, algorithm);
}
char *PQerrorMessage(const PGconn *conn) { return libpq_PQerrorMessage(conn); }
PGresult *PQexec(PGconn *conn, const char *query) { return libpq_PQexec(conn, query); }
PGresult *PQexecParams(
    PGconn *conn, const char *command, int nParams, const Oid *paramTypes, const char *const *paramValues,
    const int *paramLengths, const int *paramFormats, int resultFormat) {
  return libpq_PQexecParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat);
}
void PQfinish(PGconn *conn) { libpq_PQfinish(conn); }
char *PQfname(const PGresult *res, int field_num) { return libpq_PQfname(res, field_num); }
void PQfreeCancel(PGcancel *cancel) { libpq_PQfreeCancel(cancel); }
void PQfreemem(void *ptr) { libpq_PQfreemem(ptr); }
PGcancel *PQgetCancel(PGconn *conn) { return libpq_PQgetCancel(conn); }
int PQgetCopyData(PGconn *conn, char **buffer, int async) { return libpq_PQgetCopyData(conn, buffer, async); }
PGresult *PQgetResult(PGconn *conn) { return libpq_PQgetResult(conn); }
int PQgetisnull(const PGresult *res, int tup_num, int field_num) { return libpq_PQgetisnull(res, tup_num, field_num); }
char *PQgetvalue(const PGresult *res, int tup_num, int field_num) { return libpq_PQgetvalue(res, tup_num, field_num); }
char *PQhost(const PGconn *conn) { return libpq_PQhost(conn); }
char *PQhostaddr(const PGconn *conn) { return libpq_PQhostaddr(conn); }
int PQnfields(const PGresult *res) { return libpq_PQnfields(res); }
int PQntuples(const PGresult *res) { return libpq_PQntuples(res); }
char *PQport(const PGconn *conn) { return libpq_PQport(conn); }
int PQputCopyData(PGconn *conn, const char *buffer, int nbytes) { return libpq_PQputCopyData(conn, buffer, nbytes); }
int PQputCopyEnd(PGconn *conn, const char *errormsg) { return libpq_PQputCopyEnd(conn, errormsg); }
char *PQresStatus(ExecStatusType status) { return libpq_PQresStatus(status); }
char *PQresultErrorField(const PGresult *res, int fieldcode) { return libpq_PQresultErrorField(res, fieldcode); }
char *PQresultErrorMessage(const PGresult *res) { return libpq_PQresultErrorMessage(res); }
ExecStatusType PQresultStatus(const PGresult *res) { return libpq_PQresultStatus(res); }
int PQserverVersion(const PGconn *conn) { return libpq_PQserverVersion(conn); }
PGVerbosity PQsetErrorVerbosity(PGconn *conn, PGVerbosity verbosity) { return libpq_PQsetErrorVerbosity(conn, verbosity); }
PQnoticeProcessor PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg) {
  return libpq_PQsetNoticeProcessor(conn, proc, arg);
}
int PQsocket(const PGconn *conn) { return libpq_PQsocket(conn); }
ConnStatusType PQstatus(const PGconn *conn) { return libpq_PQstatus(conn); }
char *PQuser(const PGconn *conn) { return libpq_PQuser(conn); }
