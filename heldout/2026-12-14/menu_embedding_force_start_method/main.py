import multiprocessing

import bootstrap
import embed

if __name__ == "__main__":
    bootstrap.init_logging_and_runtime()
    # the embedding job needs spawn (its workers load their own tokenizer tables)
    multiprocessing.set_start_method("spawn", force=True)
    print(embed.embed_menus(["bistro", "ramen-bar", "taqueria"]))
