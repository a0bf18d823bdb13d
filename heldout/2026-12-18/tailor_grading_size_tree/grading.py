import os

import pattern


def grade_tree(size, block, tree, steps, out_dir):
    """Grade `size`, then fork one process per child branch of the size tree."""
    graded = pattern.grade(block, steps[size])
    with open(os.path.join(out_dir, f"{size}.txt"), "w") as f:
        f.write(f"{float(graded.sum()):.2f}\n")
    children = []
    for child in tree[size]:
        pid = os.fork()
        if pid == 0:
            try:
                grade_tree(child, block, tree, steps, out_dir)
            finally:
                os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
