/* The floor for reading YAML: parse a file's libyaml events and nothing else (no tree, no
 * checks). Used by scripts/bench.sh as the baseline specc's loader is measured against.
 *   cc -O2 -o yaml_events yaml_events.c $(pkg-config --cflags --libs yaml-0.1)
 *   ./yaml_events FILE      # prints the number of events; exit 1 on a parse error */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: yaml_events FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 2;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
  if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  fclose(file);

  yaml_parser_t parser;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_string(&parser, bytes, (size_t)size);
  long events = 0;
  int done = 0;
  while (!done) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) {
      fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1, parser.problem_mark.column + 1,
              parser.problem ? parser.problem : "parse error");
      return 1;
    }
    done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
  }
  yaml_parser_delete(&parser);
  free(bytes);
  printf("%ld events\n", events);
  return 0;
}
