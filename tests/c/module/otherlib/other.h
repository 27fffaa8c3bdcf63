/* A second library's header, packaged the way many xcframeworks still are:
 * its module.modulemap at the Headers root. make test-clang-module copies it
 * into the same include/ folder as GridWords' Headers, as Xcode does. */
#pragma once
int other_answer(void);
