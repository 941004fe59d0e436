// expect: RE stopped on reaching the limit of 64 tasks (libuv's thread pool asked for 1000 threads:
// the first one the box refuses stops the run)
process.env.UV_THREADPOOL_SIZE = '1000';
require('fs').readFile('/dev/null', () => {});
