
# Added by packaging/generate.sh: ArgumentParser's helper again, but a --set name that ends in
# "=" (its value follows) is completed without the space zsh puts after a whole word.
__motion-sandbox_custom_complete() {
    local -a completions names
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    [[ "${#completions[@]}" -gt 1 ]] || return
    completions=("${completions[@]:0:-1}")
    names=("${(M)completions[@]:#*=}")
    completions=("${completions[@]:#*=}")
    (( ${#names} )) && compadd -S '' -a names
    (( ${#completions} )) && __motion-sandbox_complete "${completions[@]}"
}

