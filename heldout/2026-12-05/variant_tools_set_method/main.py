from tools import Aligner, VariantCaller

CFG = {"workers": 2}
REGIONS = [(0, 1000), (1000, 5000), (5000, 5200)]


def main():
    tools = [cls(CFG) for cls in (Aligner, VariantCaller)]
    for tool in tools:
        print(type(tool).__name__, tool.run(REGIONS))


if __name__ == "__main__":
    main()
