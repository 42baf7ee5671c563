
# Added by packaging/generate.sh: --set NAME=VALUE. Bash splits a word at the = of
# COMP_WORDBREAKS (--set spring.preset=sw is the words spring.preset, = and sw), so the function
# above would see = as the option; this one joins the word again, asks the function above (and so
# the program) with --set and the whole word, and offers what follows the =, with no space after
# a name's =.
_motion-sandbox_set() {
    local -i cword=COMP_CWORD option=-1
    local word=${COMP_WORDS[COMP_CWORD]}
    if ((cword >= 3)) && [[ ${word} == = && ${COMP_WORDS[cword - 2]} == --set ]]; then
        option=cword-2 word="${COMP_WORDS[cword - 1]}="
    elif ((cword >= 4)) && [[ ${COMP_WORDS[cword - 1]} == = && ${COMP_WORDS[cword - 3]} == --set ]]; then
        option=cword-3 word="${COMP_WORDS[cword - 2]}=${word}"
    fi
    if ((option < 0)); then
        _motion-sandbox "$@"
    else
        local -a COMP_WORDS=("${COMP_WORDS[@]::option + 1}" "${word}")
        local -i COMP_CWORD=option+1
        _motion-sandbox "$1" "${word}" --set
        [[ ${COMP_WORDBREAKS} == *=* ]] && COMPREPLY=("${COMPREPLY[@]#"${word%%=*}="}")
    fi
    local candidate
    for candidate in "${COMPREPLY[@]}"; do
        [[ ${candidate} == *= ]] && compopt -o nospace && break
    done
    return 0
}
complete -o filenames -F _motion-sandbox_set motion-sandbox
