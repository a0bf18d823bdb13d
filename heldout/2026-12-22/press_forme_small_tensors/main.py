from kerning import kerning_table, load_widths
from lockup import print_forme


def main():
    glyphs, widths = load_widths("forme.csv")
    kern = kerning_table(widths)
    tightest = kern.argmin().item()
    print(f"tightest pair {glyphs[tightest // len(glyphs)]}{glyphs[tightest % len(glyphs)]}", flush=True)
    for line, ink in print_forme(len(glyphs)):
        print(f"line {line}: ink {ink:.1f}")


if __name__ == "__main__":
    main()
