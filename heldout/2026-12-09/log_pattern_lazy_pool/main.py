from clustering import PatternIndex, template_scores
from resources import LazyResources


def main(batches=4):
    index = PatternIndex(n_lines=2048, n_templates=512).fit()
    print(f"fitted {index.log_norm.numel()} lines")
    res = LazyResources(workers=2)
    try:
        jobs = [(b, index.n_lines, index.n_templates, 100) for b in range(batches)]
        for batch_id, conf in sorted(res.pool.starmap(template_scores, jobs)):
            print(f"batch {batch_id}: mean assignment confidence {conf:.3f}")
    finally:
        res.close()


if __name__ == "__main__":
    main()
