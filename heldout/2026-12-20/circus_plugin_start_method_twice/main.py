import torch.multiprocessing as tmp

import plugins
from runtime import Runtime


def main():
    rt = Runtime("circus.ini").prepare()
    acts = plugins.load(rt.acts())
    with tmp.Pool(2) as pool:
        results = [pool.apply_async(a.rehearse, (20,)) for a in acts]
        for r in results:
            act, tricks = r.get()
            print(f"{act}: {tricks} tricks rehearsed")


if __name__ == "__main__":
    main()
