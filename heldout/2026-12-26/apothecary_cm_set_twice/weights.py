def weigh(remedy):
    return remedy * 28
